/**
 * The notice of a personal data breach (DPDP Rules 2025, Rule 7): an admin tells the people it
 * touched, everyone or those listed, by the bell, e-mail and SMS as each can be reached, and the
 * notices sent are kept. docs/breach-runbook.md says what else to do in the 72 hours.
 */
import { z } from 'zod';
import { id, said } from '../common.ts';
import { requiredText } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { breachMessages } from './rights-messages.ts';

const m = messageIds('breachMessages', breachMessages);

export const BREACH_SUBJECT_MAX = 150;
export const BREACH_BODY_MAX = 5000;
/** The most people one notice may list by id; a breach touching more is told to everyone. */
export const BREACH_AUDIENCE_MAX = 10_000;

export const sendBreachNoticeBody = z.object({
  subject: requiredText(m.subjectRequired).max(BREACH_SUBJECT_MAX, m.subjectTooLong),
  body: requiredText(m.bodyRequired).max(BREACH_BODY_MAX, m.bodyTooLong),
  /** `all`: every account; otherwise the ids of the people it touched. */
  audience: z.union([z.literal('all'), z.array(id).min(1, m.nobody).max(BREACH_AUDIENCE_MAX)], { error: m.audienceRequired }),
});
export type SendBreachNoticeBody = z.infer<typeof sendBreachNoticeBody>;
export type SendBreachNoticeForm = z.input<typeof sendBreachNoticeBody>;

/** 202: written, and being sent; `reaching` is how many people it tells. */
export const sendBreachNoticeReply = z.object({ ...said, _id: z.string(), reaching: z.number().int() });
export type SendBreachNoticeReply = z.infer<typeof sendBreachNoticeReply>;

export const breachNotice = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: z.enum(['all', 'some']),
  sentAt: z.string(),
  /** The admin who sent it; null once their account is gone. */
  sentBy: z.string().nullable(),
  /** How many people have been told so far (it grows while the notice goes out). */
  told: z.number().int(),
});
export type BreachNotice = z.infer<typeof breachNotice>;

export const listBreachNoticesQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export const BREACH_NOTICE_PAGE_SIZE = 20;

export const listBreachNoticesReply = z.object({
  notices: z.array(breachNotice),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalNotices: z.number().int(),
});
export type ListBreachNoticesReply = z.infer<typeof listBreachNoticesReply>;
