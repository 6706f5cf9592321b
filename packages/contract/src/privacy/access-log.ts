/**
 * Who opened a person's data (DPDP Rules 2025, Rule 6): every admin or volunteer who opened their
 * record, contact details or address, or a list or copy with them in it. Each person reads their own.
 */
import { z } from 'zod';
import { roles } from '../constants.ts';
import { accessActions } from './access-actions.ts';

export const ACCESS_LOG_PAGE_SIZE = 20;
export const ACCESS_LOG_PAGE_MAX = 100;

export const accessLogQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(ACCESS_LOG_PAGE_SIZE)
    .default(ACCESS_LOG_PAGE_SIZE)
    .transform((v) => Math.min(v, ACCESS_LOG_PAGE_MAX)),
});
export type AccessLogQuery = z.infer<typeof accessLogQuery>;

export const accessLogEntry = z.object({
  at: z.string(),
  /** The role the person who opened it had then. */
  actorRole: z.enum(roles),
  /** Their name as it was then: the entry outlives their account. */
  actorName: z.string(),
  action: z.enum(accessActions),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;

/** Newest first. */
export const accessLogReply = z.object({
  entries: z.array(accessLogEntry),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalEntries: z.number().int(),
});
export type AccessLogReply = z.infer<typeof accessLogReply>;
