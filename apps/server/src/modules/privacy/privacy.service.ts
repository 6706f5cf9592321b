/**
 * A person's own data (DPDP Act 2023): a copy of everything Sahaya holds about them, as a zip they
 * download for a day. Asking writes the export's row and its job in one transaction, so a crash
 * loses neither; the job (privacy.jobs.ts) reads each module's data through the section that
 * module registers (plugins/registries/personal-data.ts), zips it with the person's files and marks the row
 * ready; an hourly job removes the zips past their day. This module owns `data_exports`.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { ExportFileQuery, ExportStatusReply, StartExportReply } from '@sahaya/contract/privacy/schemas';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { liveAccount } from '../people/accounts.service.ts';
import type { ExportLinks } from './privacy.links.ts';
import { DAY_MS, HOUR_MS } from '../../lib/durations.ts';

export interface PrivacyDeps {
  db: Db;
  storage: Storage;
  jobs: Pick<Jobs, 'send'>;
  links: ExportLinks;
}

/** One job per export; a zip that fails is tried a few more times, then the person may ask again. */
export const exportJobs = defineQueue<{ exportId: string }>('data-export', { retryLimit: 4, retryDelaySeconds: 10, batchSize: 1 });
/** At 41 past each hour (UTC), away from the other periodic work. */
export const exportExpiry = defineQueue<Record<string, never>>('data-export-expiry', { cron: '41 * * * *', retryLimit: 2, batchSize: 1 });

/** How long the zip is offered once it is made. */
export const EXPORT_TTL_MS = DAY_MS;
/** An export still preparing after this long had its job fail for good; asking again starts anew. */
export const STALE_PREPARING_MS = HOUR_MS;

/** Where the zip of an export is stored: fixed by its id, so a job run again writes the same file. */
export const exportFileKey = (exportId: string) => `exports/${exportId}.zip`;

type ExportRow = typeof dataExports.$inferSelect;

async function exportOf(db: Db, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
  return row;
}

/**
 * Asks for a copy of the person's data. Two requests at once make one export and one job: the
 * unique index on the person makes the second insert wait for the first and then find its row.
 * A ready copy is replaced by a new one (its file removed); one still preparing is left to finish.
 */
export async function startExport(deps: PrivacyDeps, userId: string, now = new Date()): Promise<StartExportReply> {
  if (!(await liveAccount(deps.db, userId))) throw new AppError('ACCOUNT_NOT_FOUND');
  const replaced = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(dataExports).values({ userId, createdAt: now }).onConflictDoNothing().returning({ id: dataExports.id });
    if (created) {
      await deps.jobs.send(exportJobs, { exportId: created.id }, { db: tx });
      return null;
    }
    const [row] = await tx.select().from(dataExports).where(eq(dataExports.userId, userId)).for('update');
    if (!row || (row.status === 'preparing' && row.createdAt.getTime() > now.getTime() - STALE_PREPARING_MS)) return null;
    // A new id, so a job of the old export that still runs finds its row gone and does nothing.
    const id = randomUUID();
    await tx
      .update(dataExports)
      .set({ id, status: 'preparing', fileKey: null, bytes: null, readyAt: null, expiresAt: null, createdAt: now })
      .where(eq(dataExports.id, row.id));
    await deps.jobs.send(exportJobs, { exportId: id }, { db: tx });
    return row.fileKey;
  });
  if (replaced) await removeExportFiles(deps, [replaced]);
  return { ...said('DATA_EXPORT_STARTED'), status: 'preparing' };
}

/** Whether the person's copy is none, preparing or ready; a ready one carries its signed link. */
export async function exportStatus(deps: PrivacyDeps, userId: string, now = new Date()): Promise<ExportStatusReply> {
  const row = await exportOf(deps.db, userId);
  if (!row) return { status: 'none' };
  if (row.status === 'preparing') return { status: 'preparing', requestedAt: row.createdAt.toISOString() };
  // Past its day it is gone for the person, even before the hourly clean-up removes it.
  if (!row.expiresAt || !row.readyAt || row.expiresAt <= now) return { status: 'none' };
  return {
    status: 'ready',
    url: deps.links.url(row.id, row.expiresAt),
    readyAt: row.readyAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    bytes: row.bytes ?? 0,
  };
}

/**
 * The zip behind a signed link, for the person whose export it is. The signature is checked
 * against the caller's own export, so another person's link (or a forged one) reads as missing.
 */
export async function exportFile(
  deps: PrivacyDeps,
  userId: string,
  query: ExportFileQuery,
  now = new Date(),
): Promise<{ body: Readable; size?: number; fileName: string; expiresAt: Date }> {
  const row = await exportOf(deps.db, userId);
  if (!row || row.status !== 'ready' || !row.fileKey || !row.expiresAt || !row.readyAt) throw new AppError('EXPORT_NOT_FOUND');
  const verdict = deps.links.verify(row.id, query.expires, query.signature, now);
  if (verdict === 'invalid') throw new AppError('EXPORT_NOT_FOUND');
  if (verdict === 'expired' || row.expiresAt <= now) throw new AppError('EXPORT_LINK_EXPIRED');
  const file = await deps.storage.read(row.fileKey);
  if (!file) throw new AppError('EXPORT_NOT_FOUND');
  // Named by the day it was made in India, the day the person sees on their calendar.
  return { body: file.body, size: file.size, fileName: `sahaya-my-data-${indiaDayOf(row.readyAt)}.zip`, expiresAt: row.expiresAt };
}

/** The export a job is to make, while it is still wanted: undefined once it was replaced, made or removed. */
export async function exportToMake(db: Db, exportId: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')));
  return row;
}

/** Marks the export ready with its zip; false when it was replaced or removed meanwhile. */
export async function markExportReady(db: Db, exportId: string, fileKey: string, bytes: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', fileKey, bytes, readyAt: now, expiresAt: new Date(now.getTime() + EXPORT_TTL_MS) })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return Boolean(row);
}

/** The zips are not in the uploads ledger (they count against no quota), so they go straight from the back end. */
export async function removeExportFiles(deps: Pick<PrivacyDeps, 'storage'>, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.storage.backend.remove(key)));
}

/** Removes the exports past their day, rows and files, in batches off the expires_at index; answers how many. */
export async function removeExpiredExports(deps: Pick<PrivacyDeps, 'db' | 'storage'>, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(lt(dataExports.expiresAt, now))
      .orderBy(dataExports.expiresAt)
      .limit(200);
    if (rows.length === 0) return removed;
    await removeExportFiles(deps, rows.flatMap((row) => (row.fileKey ? [row.fileKey] : [])));
    const gone = await deps.db
      .delete(dataExports)
      .where(and(lt(dataExports.expiresAt, now), inArray(dataExports.id, rows.map((row) => row.id))))
      .returning({ id: dataExports.id });
    removed += gone.length;
    if (rows.length < 200) return removed;
  }
}

/** The export file of a person whose account is being deleted, to remove with their other files. */
export async function exportFileOf(db: Db, userId: string): Promise<string | null> {
  const row = await exportOf(db, userId);
  return row ? exportFileKey(row.id) : null;
}
