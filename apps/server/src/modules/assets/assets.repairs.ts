/**
 * Units returned needing repair, or due for their regular service: held out of stock, listed for
 * the admin, back in stock once marked ready. A service marked ready starts the asset's count of
 * loans and days to the next one again.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Asset, AssetRepair } from '@sahaya/contract/assets/schemas';
import type { Language } from '@sahaya/contract/i18n/languages';
import { presentPersonOf } from '../../db/person-names.ts';
import { assetRepairs, assetRequests, assets } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { assetRow, assetStock } from './assets.catalogue.ts';
import { recordAssetEvent } from './assets.events.ts';
import { toAsset } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';
import { unitsCameBack } from './assets.waitlist.ts';

/** More open repairs than any closet holds of one asset; the list stops there. */
const OPEN_REPAIRS_MAX = 100;

/** The asset's units waiting for repair, oldest first, each with whose loan it came back from. */
export async function repairsOf(deps: Pick<AssetDeps, 'db'>, assetId: string): Promise<{ repairs: AssetRepair[] }> {
  await assetStock(deps.db, assetId);
  const rows = await deps.db
    .select({
      _id: assetRepairs.id,
      quantity: assetRepairs.quantity,
      kind: assetRepairs.kind,
      note: assetRepairs.note,
      createdAt: assetRepairs.createdAt,
      requestId: assetRepairs.requestId,
      // The loan's borrower: none once the loan or their account is gone.
      person: presentPersonOf(assetRequests.userId),
    })
    .from(assetRepairs)
    .leftJoin(assetRequests, eq(assetRequests.id, assetRepairs.requestId))
    .where(and(eq(assetRepairs.assetId, assetId), isNull(assetRepairs.readyAt)))
    .orderBy(asc(assetRepairs.createdAt), asc(assetRepairs.id))
    .limit(OPEN_REPAIRS_MAX);
  return { repairs: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * The admin marks repaired units ready: they leave repair and go back on the shelf, recorded in the
 * asset's history, and the waiting list is offered them. The asset's row is locked first, as every
 * change of its stock does, then the repair's, so marking it twice at once counts it once.
 */
export async function markRepairReady(deps: AssetDeps, assetId: string, repairId: string, adminId: string, language: Language): Promise<Said & { asset: Asset }> {
  await deps.db.transaction(async (tx) => {
    const [asset] = await tx.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId)).for('update');
    if (!asset) throw new AppError('ASSET_NOT_FOUND');
    const [repair] = await tx
      .select({ quantity: assetRepairs.quantity, kind: assetRepairs.kind, note: assetRepairs.note, readyAt: assetRepairs.readyAt, requestId: assetRepairs.requestId })
      .from(assetRepairs)
      .where(and(eq(assetRepairs.id, repairId), eq(assetRepairs.assetId, assetId)))
      .for('update');
    if (!repair) throw new AppError('REPAIR_NOT_FOUND');
    if (repair.readyAt) throw new AppError('REPAIR_ALREADY_READY');
    const now = new Date();
    await tx.update(assetRepairs).set({ readyAt: now, readyBy: adminId }).where(eq(assetRepairs.id, repairId));
    const serviced = repair.kind === 'service';
    await tx
      .update(assets)
      .set({
        inRepair: sql`${assets.inRepair} - ${repair.quantity}`,
        stocks: sql`${assets.stocks} + ${repair.quantity}`,
        ...(serviced ? { loansSinceService: 0, servicedAt: now } : {}),
      })
      .where(eq(assets.id, assetId));
    await recordAssetEvent(tx, {
      assetId,
      kind: serviced ? 'serviced' : 'repaired',
      actorId: adminId,
      requestId: repair.requestId,
      details: { quantity: repair.quantity, note: repair.note },
    });
    await unitsCameBack(deps.jobs, tx, assetId);
  });
  return { ...said('REPAIR_READY'), asset: toAsset(await assetRow(deps.db, assetId, language)) };
}
