/**
 * The database side of stored files (table `stored_files`): each upload is recorded before its
 * bytes are written, within its person's quota, and dropped when the file is removed. The sweep
 * reads from here the files old enough that something should refer to them by now.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { UPLOAD_QUOTA_BYTES } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';

export interface FileLedger {
  /** Records a new file, refusing it (413) when it would take its uploader past their quota. */
  add(file: { key: string; ownerId: string; bytes: number }): Promise<void>;
  drop(keys: readonly string[]): Promise<void>;
  /** Up to `limit` files stored before `before` that nothing was yet found to refer to, oldest first. */
  unclaimed(before: Date, limit: number): Promise<string[]>;
  /** Marks files found in use, so later sweeps leave them alone. */
  markReferenced(keys: readonly string[]): Promise<void>;
  /** Every file a person uploaded that is still stored. */
  ownedBy(ownerId: string): Promise<string[]>;
}

export function fileLedger(db: Db, quotaBytes = UPLOAD_QUOTA_BYTES): FileLedger {
  return {
    async add({ key, ownerId, bytes }) {
      await db.transaction(async (tx) => {
        // Locking the uploader's row makes their parallel uploads count one after the other.
        const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, ownerId)).for('update');
        // Admins store the images of the catalogue and of the people they add: they have no quota.
        if (owner?.role !== 'admin') {
          const [stored] = await tx
            .select({ bytes: sql<string>`coalesce(sum(${storedFiles.bytes}), 0)` })
            .from(storedFiles)
            .where(eq(storedFiles.ownerId, ownerId));
          if (Number(stored?.bytes ?? 0) + bytes > quotaBytes) {
            throw new AppError('UPLOAD_QUOTA_REACHED', { field: 'file' });
          }
        }
        await tx.insert(storedFiles).values({ key, ownerId, bytes });
      });
    },
    async drop(keys) {
      if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },
    async unclaimed(before, limit) {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(isNull(storedFiles.referencedAt), lt(storedFiles.createdAt, before)))
        .orderBy(asc(storedFiles.createdAt))
        .limit(limit);
      return rows.map((row) => row.key);
    },
    async markReferenced(keys) {
      if (keys.length > 0) {
        await db.update(storedFiles).set({ referencedAt: new Date() }).where(inArray(storedFiles.key, [...keys]));
      }
    },
    async ownedBy(ownerId) {
      const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.ownerId, ownerId));
      return rows.map((row) => row.key);
    },
  };
}
