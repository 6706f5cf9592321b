/**
 * The sweep of abandoned uploads. A file is uploaded first and referred to later (a picture, then
 * the profile saved with it), so one that nothing refers to a day after its upload was given up:
 * the hourly sweep removes it (a periodic job, modules/uploads/uploads.jobs.ts). Each feature that
 * keeps files tells the sweep which of a batch it refers to (`storage.referencedBy`); the ledger
 * (file-ledger.ts) hands out the batches.
 */
import type { FileLedger } from './file-ledger.ts';
import { DAY_MS } from '../../lib/durations.ts';

/** A feature's answer to "which of these keys do you refer to?". */
export type ReferenceCheck = (keys: readonly string[]) => Promise<Iterable<string>>;

/** How long an uploaded file may wait for something to refer to it. */
export const UNREFERENCED_GRACE_MS = DAY_MS;
const SWEEP_BATCH = 500;

/** The keys among `keys` that some feature refers to. */
export async function referencedAmong(references: readonly ReferenceCheck[], keys: readonly string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  if (keys.length === 0) return inUse;
  for (const check of references) for (const key of await check(keys)) inUse.add(key);
  return inUse;
}

/** Removes the files stored before `now` less the grace that no feature refers to; answers how many. */
export async function sweepUnreferenced(
  ledger: FileLedger,
  references: readonly ReferenceCheck[],
  remove: (keys: readonly string[]) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNREFERENCED_GRACE_MS);
  let removed = 0;
  for (;;) {
    const keys = await ledger.unclaimed(before, SWEEP_BATCH);
    const inUse = await referencedAmong(references, keys);
    const unused = keys.filter((key) => !inUse.has(key));
    await ledger.markReferenced([...inUse]);
    await remove(unused);
    removed += unused.length;
    // Every file of the batch is now marked or gone, so the next batch starts after it.
    if (keys.length < SWEEP_BATCH) return removed;
  }
}
