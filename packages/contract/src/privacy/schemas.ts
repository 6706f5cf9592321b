/** The download of a person's own data (DPDP Act 2023: the right to a copy of one's data). */
import { z } from 'zod';
import { said } from '../common.ts';

/** POST /api/users/me/export: started, or already under way (two requests make one download). */
export const startExportReply = z.object({ ...said, status: z.literal('preparing') });
export type StartExportReply = z.infer<typeof startExportReply>;

/**
 * GET /api/users/me/export. `none` when nothing was asked for, or the last download was removed
 * after its day; `preparing` while the zip is made; `ready` with a signed link that works for the
 * person who asked only, until `expiresAt` (a day after the zip was made).
 */
export const exportStatusReply = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('preparing'), requestedAt: z.string() }),
  z.object({
    status: z.literal('ready'),
    /** GET /api/users/me/export/file with its signed query; send the access token with it. */
    url: z.string(),
    readyAt: z.string(),
    expiresAt: z.string(),
    bytes: z.number().int(),
  }),
]);
export type ExportStatusReply = z.infer<typeof exportStatusReply>;

/** The signed query of the download link. */
export const exportFileQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
export type ExportFileQuery = z.infer<typeof exportFileQuery>;
