/**
 * Grievances (DPDP Rules 2025, Rule 9): a person raises one about how their data is handled, and
 * the organisation answers within GRIEVANCE_DAYS. What a person sends, what the desk sends, and
 * what both read.
 */
import { z } from 'zod';
import { pageQuery, said } from '../common.ts';
import { messageIds } from '../i18n/message-ids.ts';
import {
  GRIEVANCE_DETAILS_MAX,
  GRIEVANCE_DETAILS_MIN,
  GRIEVANCE_PAGE_SIZE,
  GRIEVANCE_REPLY_MAX,
  GRIEVANCE_SUBJECT_MAX,
  GRIEVANCE_SUBJECT_MIN,
  grievanceAnswers,
  grievanceStatuses,
} from './constants.ts';
import { grievanceMessages } from './messages.ts';

export * from './constants.ts';

const m = messageIds('grievanceMessages', grievanceMessages);

/** A grievance as its person and the desk read it; `person` only for admins. */
export const grievance = z.object({
  _id: z.string(),
  /** What the person quotes: `GRV-2026-000042`, the year it was raised in India. */
  reference: z.string(),
  subject: z.string(),
  details: z.string(),
  status: z.enum(grievanceStatuses),
  /** The organisation's answer, or its note while looking into it. */
  reply: z.string().nullable(),
  /** The moment by which it must be answered: GRIEVANCE_DAYS after it was raised. */
  dueBy: z.string(),
  /** Not yet resolved or rejected, and past its due moment. */
  overdue: z.boolean(),
  createdAt: z.string(),
  /** When it was resolved or rejected; null while open or being looked into. */
  answeredAt: z.string().nullable(),
  person: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type Grievance = z.infer<typeof grievance>;

export const raiseGrievanceBody = z.object({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, m.subjectRequired)
    .min(GRIEVANCE_SUBJECT_MIN, m.subjectTooShort)
    .max(GRIEVANCE_SUBJECT_MAX, m.subjectTooLong),
  details: z
    .string({ error: m.detailsRequired })
    .trim()
    .min(1, m.detailsRequired)
    .min(GRIEVANCE_DETAILS_MIN, m.detailsTooShort)
    .max(GRIEVANCE_DETAILS_MAX, m.detailsTooLong),
});
export type RaiseGrievanceBody = z.infer<typeof raiseGrievanceBody>;
export type RaiseGrievanceForm = z.input<typeof raiseGrievanceBody>;

export const raiseGrievanceReply = z.object({
  ...said,
  _id: z.string(),
  reference: z.string(),
  status: z.literal('open'),
  dueBy: z.string(),
});
export type RaiseGrievanceReply = z.infer<typeof raiseGrievanceReply>;

/**
 * A page of grievances: a person's own, newest first; the desk's (admins) every one, those still
 * unanswered first by their due moment (overdue first), then the answered ones, newest first.
 * `status` and `overdue=true` filter the desk's list.
 */
export const listGrievancesQuery = pageQuery(GRIEVANCE_PAGE_SIZE)
  .omit({ search: true })
  .extend({
    status: z.enum(grievanceStatuses).optional().catch(undefined),
    overdue: z
      .enum(['true', 'false'])
      .optional()
      .catch(undefined)
      .transform((value) => value === 'true'),
  });
export type ListGrievancesQuery = z.infer<typeof listGrievancesQuery>;
export type ListGrievancesInput = z.input<typeof listGrievancesQuery>;

export const listGrievancesReply = z.object({
  grievances: z.array(grievance),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type ListGrievancesReply = z.infer<typeof listGrievancesReply>;

export const grievanceReply = z.object({ grievance });
export type GrievanceReply = z.infer<typeof grievanceReply>;

/** An admin's answer: looking into it (a note may go with it), resolved or rejected (a reply must). */
export const answerGrievanceBody = z.object({
  status: z.enum(grievanceAnswers, { error: m.statusInvalid }),
  reply: z
    .string({ error: m.replyTooLong })
    .trim()
    .max(GRIEVANCE_REPLY_MAX, m.replyTooLong)
    .optional()
    .transform((reply) => reply || undefined),
});
export type AnswerGrievanceBody = z.infer<typeof answerGrievanceBody>;
export type AnswerGrievanceForm = z.input<typeof answerGrievanceBody>;

export const answerGrievanceReply = z.object({ ...said, grievance });
export type AnswerGrievanceReply = z.infer<typeof answerGrievanceReply>;
