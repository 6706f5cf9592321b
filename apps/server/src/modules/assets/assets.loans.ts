/**
 * Loans: a person asks to borrow units for a period (and may cancel until the units are handed
 * over), the admin approves or rejects, hands the units over (or, when they were never collected,
 * takes the loan back) and takes them back in good condition or needing repair.
 *
 * Stock counts the units on the shelf. An approved loan reserves its units for its own days, so a
 * unit out now can be booked for a period after it comes back; the units leave the shelf when they
 * are handed over, by a conditional update that never lets the stock go below zero, and come back
 * when they are returned in good condition (needing repair, or due for service, they are held in
 * repair: assets.repairs.ts). Asking, approving, handing over early and renewing all check every
 * day concerned (assets.availability.ts) under the asset's row lock, so none races another.
 */
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import {
  defaultReturnDate,
  type AssetLoansQuery,
  type AvailabilityDay,
  type CreateAssetRequestBody,
  type DecideAssetRequestBody,
  type HandOverBody,
  type MyRequestsForAssetQuery,
  type RenewAssetRequestBody,
} from '@sahaya/contract/assets/schemas';
import { addDays, daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { assetRepairs, assetRequests, assets, assetWaitlist, loanRemindersSent } from '../../db/schema/assets.ts';
import { refuseIfWithdrawn } from '../consents/consents.service.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { claimKey, keepReply, type IdempotencyClaim } from '../../plugins/http/idempotency.ts';
import { notify, noticeText, noticeWords } from '../notifications/notifications.service.ts';
import { lockPerson } from '../people/person-lock.service.ts';
import { daysFreeFor, freeOnDays, openLoansOf } from './assets.availability.ts';
import { assetStock } from './assets.catalogue.ts';
import { recordAssetEvent } from './assets.events.ts';
import { adminRequestColumnsIn, type AssetLists, toAssetRequest } from './assets.lists.ts';
import { tooManyAsks } from './assets.pending-asks.ts';
import { assetNamesOf, assetTextIn } from './assets.texts.ts';
import type { AssetDeps } from './assets.service.ts';
import { leftLineByRequest, unitsCameBack } from './assets.waitlist.ts';

/** The asset's row, locked until the transaction ends: its stock and loans change only in turn. */
async function lockedAsset(tx: Db, id: string) {
  const [row] = await tx
    .select({
      _id: assets.id,
      stocks: assets.stocks,
      inRepair: assets.inRepair,
      maxLoanDays: assets.maxLoanDays,
      maxRenewals: assets.maxRenewals,
      checklist: assets.checklist,
      serviceEveryLoans: assets.serviceEveryLoans,
      serviceEveryDays: assets.serviceEveryDays,
      loansSinceService: assets.loansSinceService,
      servicedAt: assets.servicedAt,
      depositRupees: assets.depositRupees,
    })
    .from(assets)
    .where(eq(assets.id, id))
    .for('update');
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

/**
 * A request's row, locked until the transaction ends, so two decisions on it (or a decision and its
 * person's cancel or renewal) take turns; ASSET_REQUEST_NOT_FOUND when there is none.
 */
async function lockedRequest(tx: Db, id: string) {
  const [request] = await tx
    .select({
      status: assetRequests.status,
      assetId: assetRequests.assetId,
      userId: assetRequests.userId,
      quantity: assetRequests.quantity,
      requestedDate: assetRequests.requestedDate,
      returnDate: assetRequests.returnDate,
      handedOverAt: assetRequests.handedOverAt,
      renewals: assetRequests.renewals,
      depositRupees: assetRequests.depositRupees,
      depositRefundedAt: assetRequests.depositRefundedAt,
    })
    .from(assetRequests)
    .where(eq(assetRequests.id, id))
    .for('update');
  if (!request) throw new AppError('ASSET_REQUEST_NOT_FOUND');
  return request;
}

/** A return day further from the first than the asset lends: the error names its longest loan. */
function tooLong(asset: { maxLoanDays: number }, requestedDate: string, returnDate: string): AppError | undefined {
  return daysBetween(requestedDate, returnDate) > asset.maxLoanDays ? new AppError('LOAN_TOO_LONG', { params: [asset.maxLoanDays], field: 'returnDate' }) : undefined;
}

/**
 * Why `quantity` units cannot be had on every one of `days`, or nothing when they can. An asset
 * with no unit free on any day is out of stock; a shelf short by the same count on every day (no
 * loan comes back within the period) has only that many left; otherwise the first short day is named.
 */
function shortage(days: readonly AvailabilityDay[], quantity: number): AppError | undefined {
  const short = days.find((day) => day.available < quantity);
  if (!short) return undefined;
  if (days.every((day) => day.available === 0)) return new AppError('OUT_OF_STOCK', { field: 'quantity' });
  if (days.every((day) => day.available === short.available)) return new AppError('NOT_ENOUGH_STOCK', { params: [short.available], field: 'quantity' });
  return new AppError('NOT_AVAILABLE_ON', { params: [short.available, short.date], field: 'quantity' });
}

/** Why an approval of `quantity` units over `days` cannot be, as the admin reads it: too few on every day, or the first short day. */
function approvalShortage(days: readonly AvailabilityDay[], quantity: number): AppError | undefined {
  const short = days.find((day) => day.available < quantity);
  if (!short) return undefined;
  if (days.every((day) => day.available === short.available)) return new AppError('NOT_ENOUGH_TO_APPROVE', { params: [short.available, quantity] });
  return new AppError('NOT_AVAILABLE_ON', { params: [short.available, short.date] });
}

/**
 * A loan of the person's past its return day (approved, due back before `today` in India), in the
 * reader's language: the oldest, which they are asked to bring back before borrowing again.
 */
async function overdueLoanOf(db: Db, userId: string, today: string, language: Language) {
  const [loan] = await db
    .select({ asset: assetTextIn(language, 'name'), returnDate: assetRequests.returnDate })
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(and(eq(assetRequests.userId, userId), eq(assetRequests.status, 'approved'), lt(assetRequests.returnDate, today)))
    .orderBy(asc(assetRequests.returnDate))
    .limit(1);
  return loan;
}

/**
 * A person asks to borrow 1-3 units for a period: no more than are free on each of its days for
 * them, nothing while a loan of theirs is overdue, and only while they have no other request of
 * the asset and fewer than PENDING_ASSET_REQUESTS_MAX of any waiting for a decision
 * (assets.pending-asks.ts). The person's row is locked, then the asset's, while their requests and
 * the days are counted and the request written, and asking ends the person's place (and any hold)
 * in the asset's waiting list. With an Idempotency-Key the request is made once however often it
 * is sent.
 */
export async function requestAsset(
  deps: Pick<AssetDeps, 'db'>,
  userId: string,
  assetId: string,
  body: CreateAssetRequestBody,
  language: Language,
  idempotency?: IdempotencyClaim,
) {
  await refuseIfWithdrawn(deps.db, userId, 'loans');
  const overdue = await overdueLoanOf(deps.db, userId, indiaDayOf(), language);
  if (overdue) throw new AppError('HAS_OVERDUE_LOAN', { params: [overdue.asset, overdue.returnDate] });
  return deps.db.transaction(async (tx) => {
    await claimKey(tx, idempotency);
    // The person's row first: their asks, of any asset, take turns on it. Nothing holding an
    // asset's row waits for this lock (a notice written to the person only shares the row's key),
    // so the two locks never wait for each other the other way round.
    if (!(await lockPerson(tx, userId))) throw new AppError('UNAUTHENTICATED');
    const asset = await lockedAsset(tx, assetId);
    const returnDate = body.returnDate ?? defaultReturnDate(body.requestedDate, asset.maxLoanDays);
    // What the form can put right comes first, then what the person has waiting, then the shelf.
    const refused =
      tooLong(asset, body.requestedDate, returnDate) ??
      (await tooManyAsks(tx, userId, assetId)) ??
      shortage(await daysFreeFor(tx, asset, userId, body.requestedDate, returnDate), body.quantity);
    if (refused) throw refused;
    const [created] = await tx
      .insert(assetRequests)
      .values({ assetId, userId, quantity: body.quantity, requestedDate: body.requestedDate, returnDate })
      .returning({ id: assetRequests.id });
    if (!created) throw new Error('Asset request insert returned no row');
    await leftLineByRequest(tx, assetId, userId);
    const { user: _user, ...assetRequest } = await requestRow(tx, created.id, language);
    const reply = { ...said('ASSET_REQUESTED'), assetRequest: toAssetRequest(assetRequest) };
    await keepReply(tx, idempotency, reply);
    return reply;
  });
}

/** A request as the admin sees it, with its requester and their phone, its asset in the reader's language. */
async function requestRow(db: Db, id: string, language: Language) {
  const [row] = await db.select(adminRequestColumnsIn(language)).from(assetRequests).where(eq(assetRequests.id, id));
  if (!row) throw new AppError('ASSET_REQUEST_NOT_FOUND');
  return row;
}

/** A page of a person's own requests for one asset, newest first. */
export async function myRequestsForAsset(
  deps: Pick<AssetDeps, 'db'> & { lists: AssetLists },
  userId: string,
  assetId: string,
  query: MyRequestsForAssetQuery,
  language: Language,
) {
  await assetStock(deps.db, assetId);
  return deps.lists.requestsOfAsset(userId, assetId, query, language);
}

const notices = { approved: r.approvedNotice, rejected: r.rejectedNotice, cancelled: r.takenBackNotice, completed: r.returnedNotice } as const;

/** Whether a return brings the asset's regular service due: its count of loans since the last service, or its days since. */
function serviceDue(
  asset: { serviceEveryLoans: number | null; serviceEveryDays: number | null; loansSinceService: number; servicedAt: Date },
  now: Date,
): boolean {
  if (asset.serviceEveryLoans !== null && asset.loansSinceService + 1 >= asset.serviceEveryLoans) return true;
  return asset.serviceEveryDays !== null && now.getTime() - asset.servicedAt.getTime() >= asset.serviceEveryDays * 24 * 60 * 60 * 1000;
}

/** Whether the loan holds a deposit not yet given back: its return refunds it. */
const refunds = (request: { depositRupees: number | null; depositRefundedAt: Date | null }) => request.depositRupees !== null && request.depositRefundedAt === null;

/** Why a decision does not fit the request's state, or nothing when it does. */
function misfit(status: DecideAssetRequestBody['status'], request: { status: string; handedOverAt: Date | null }): AppError | undefined {
  if (status === 'approved' || status === 'rejected') return request.status === 'pending' ? undefined : new AppError('ONLY_PENDING_DECIDED');
  if (status === 'completed') return request.status === 'approved' ? undefined : new AppError('ONLY_APPROVED_RETURNED');
  if (request.status !== 'approved') return new AppError('ONLY_APPROVED_TAKEN_BACK');
  return request.handedOverAt ? new AppError('TAKE_BACK_AFTER_HAND_OVER') : undefined;
}

/**
 * The admin's decision. Approve or reject only a pending request; mark returned only an approved
 * one; take back only an approved loan not handed over. The request's row is locked first, so two
 * decisions on it (or a decision and the person's cancel) take turns; then the asset's row, whose
 * stock (and repairs) change in the same transaction. An approval reserves the units for the
 * loan's days, and is refused when a day of its period from today on has fewer units free than it
 * asks. A return must name every item of the asset's checklist. A rejection, a take-back (which
 * ends the reservation, as the person's cancel does) or a return in good condition offers what is
 * free to the waiting list; one needing repair holds the units in repair with the note, and one
 * that brings the asset's regular service due holds them for service. A return refunds the loan's
 * deposit, with the reference of a UPI refund, in the same transaction. The requester is told with the comment, by a notice stored in the same
 * transaction and pushed live once it commits.
 */
export async function decide(
  deps: AssetDeps,
  id: string,
  { status, comment, condition = 'good', note, checklist, refundReference }: DecideAssetRequestBody,
  adminId: string,
  language: Language,
) {
  const now = new Date();
  let returned: 'shelf' | 'repair' | 'service' = 'shelf';
  const row = await deps.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    const refused = misfit(status, request);
    if (refused) throw refused;
    const loan = { assetId: request.assetId, personId: request.userId, requestId: id, actorId: adminId };
    if (status === 'approved') {
      const asset = await lockedAsset(tx, request.assetId);
      // The days already begun need no units any more; those from today on do, each no more than is free that day.
      const today = indiaDayOf();
      const from = request.requestedDate > today ? request.requestedDate : today;
      const refused = approvalShortage(await daysFreeFor(tx, asset, request.userId, from, request.returnDate), request.quantity);
      if (refused) throw refused;
      await recordAssetEvent(tx, { ...loan, kind: 'approved', details: { quantity: request.quantity, from: request.requestedDate, to: request.returnDate } });
    }
    // A rejected ask leaves its units free: those still waiting may have them.
    if (status === 'rejected') await unitsCameBack(deps.jobs, tx, request.assetId);
    if (status === 'cancelled') {
      // Never handed over, the units never left the shelf: the reservation ends, and they are free.
      await lockedAsset(tx, request.assetId);
      await recordAssetEvent(tx, { ...loan, kind: 'taken-back', details: { quantity: request.quantity, from: request.requestedDate, to: request.returnDate } });
      await unitsCameBack(deps.jobs, tx, request.assetId);
    }
    if (status === 'completed') {
      const asset = await lockedAsset(tx, request.assetId);
      const unchecked = asset.checklist.filter((item) => !checklist?.includes(item));
      if (unchecked.length > 0) throw new AppError('CHECKLIST_INCOMPLETE', { params: [unchecked.join(', ')], field: 'checklist' });
      returned = condition === 'needs-repair' ? 'repair' : serviceDue(asset, now) ? 'service' : 'shelf';
      // A loan marked returned that was never handed over goes out and comes back at once.
      const out = request.handedOverAt ? 0 : request.quantity;
      const back = returned === 'shelf' ? request.quantity : 0;
      const [changed] = await tx
        .update(assets)
        .set({
          stocks: sql`${assets.stocks} - ${out} + ${back}`,
          inRepair: sql`${assets.inRepair} + ${request.quantity - back}`,
          loansSinceService: returned === 'service' ? sql`${assets.loansSinceService}` : sql`${assets.loansSinceService} + 1`,
        })
        .where(and(eq(assets.id, request.assetId), sql`${assets.stocks} >= ${out}`))
        .returning({ id: assets.id });
      if (!changed) throw new AppError('NOT_ON_SHELF', { params: [asset.stocks, request.quantity] });
      if (returned === 'shelf') await unitsCameBack(deps.jobs, tx, request.assetId);
      else await tx.insert(assetRepairs).values({ assetId: request.assetId, requestId: id, quantity: request.quantity, kind: returned, note: note ?? '' });
      await recordAssetEvent(tx, {
        ...loan,
        kind: 'returned',
        details: { quantity: request.quantity, condition, ...(note ? { note } : {}), ...(refunds(request) ? { depositRefunded: request.depositRupees } : {}) },
      });
      if (returned === 'service') await recordAssetEvent(tx, { ...loan, kind: 'service-due', details: { quantity: request.quantity } });
    }
    // A loan that ends keeps the approval's comment unless the admin writes another; a decision on an ask has its own.
    const ending = status === 'completed' || status === 'cancelled';
    const kept: SQL | string | null = comment ? comment : ending ? sql`${assetRequests.comment}` : null;
    await tx
      .update(assetRequests)
      .set(
        status === 'completed'
          ? {
              status,
              returnedAt: now,
              comment: kept,
              returnCondition: condition,
              returnNote: note || null,
              returnChecklist: checklist ?? [],
              // The deposit goes back with the units, once: the return is the loan's last change.
              ...(refunds(request) ? { depositRefundedAt: now, depositRefundReference: refundReference ?? null } : {}),
            }
          : status === 'cancelled'
            ? { status, comment: kept }
            : { status, decidedAt: now, comment: kept },
      )
      .where(eq(assetRequests.id, id));
    const decided = await requestRow(tx, id, language);
    // The requester reads the asset's name in their own language, not the admin's.
    const names = await assetNamesOf(tx, request.assetId);
    const text = noticeText(notices[status], names ? noticeWords(names) : decided.asset.name, comment ?? null);
    await notify(deps, { userId: request.userId, type: 'system', text, topic: 'assetRequest' }, { db: tx });
    return decided;
  });
  const codes = { approved: 'ASSET_REQUEST_APPROVED', rejected: 'ASSET_REQUEST_REJECTED', cancelled: 'ASSET_LOAN_TAKEN_BACK' } as const;
  const returnCodes = { shelf: 'ASSET_RETURNED', repair: 'ASSET_RETURNED_FOR_REPAIR', service: 'ASSET_RETURNED_FOR_SERVICE' } as const;
  const code = status === 'completed' ? returnCodes[returned] : codes[status];
  return { ...said(code), assetRequest: toAssetRequest(row) };
}

/**
 * The admin hands the units of an approved loan to the borrower: once, and recorded in the asset's
 * history. They leave the shelf now, so the shelf must have them (an earlier borrower may be late);
 * handed over before the loan's first day, the days until then must have them free as well. An
 * asset that asks a deposit is handed over only once the admin says how it was paid, and the loan
 * keeps the amount asked at that moment, so a later change of the asset's deposit refunds what was
 * paid. An asset that asks none ignores a deposit sent with the hand-over: the Scan page may have
 * read the asset before its deposit was taken off, and the units should still go out.
 */
export async function handOver(deps: Pick<AssetDeps, 'db'>, id: string, body: HandOverBody, adminId: string, language: Language) {
  await deps.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (request.status !== 'approved') throw new AppError('ONLY_APPROVED_HANDED_OVER');
    if (request.handedOverAt) throw new AppError('ALREADY_HANDED_OVER');
    const asset = await lockedAsset(tx, request.assetId);
    const paid = asset.depositRupees === null ? undefined : body?.deposit;
    if (asset.depositRupees !== null && !paid) {
      throw new AppError('DEPOSIT_REQUIRED', { params: [asset.depositRupees.toLocaleString('en-IN')], field: 'deposit.method' });
    }
    if (asset.stocks < request.quantity) throw new AppError('NOT_ON_SHELF', { params: [asset.stocks, request.quantity] });
    const today = indiaDayOf();
    if (request.requestedDate > today) {
      const early = await daysFreeFor(tx, asset, request.userId, today, addDays(request.requestedDate, -1));
      const short = early.find((day) => day.available < request.quantity);
      if (short) throw new AppError('NOT_AVAILABLE_ON', { params: [short.available, short.date] });
    }
    // Under the asset's lock the shelf was counted above; the condition keeps the stock from ever going below zero all the same.
    const [taken] = await tx
      .update(assets)
      .set({ stocks: sql`${assets.stocks} - ${request.quantity}` })
      .where(and(eq(assets.id, request.assetId), sql`${assets.stocks} >= ${request.quantity}`))
      .returning({ stocks: assets.stocks });
    if (!taken) throw new AppError('NOT_ON_SHELF', { params: [asset.stocks, request.quantity] });
    const deposit = paid ? { depositRupees: asset.depositRupees, depositMethod: paid.method, depositReference: paid.reference ?? null } : {};
    await tx
      .update(assetRequests)
      .set({ handedOverAt: new Date(), ...deposit })
      .where(eq(assetRequests.id, id));
    await recordAssetEvent(tx, {
      assetId: request.assetId,
      kind: 'handed-over',
      actorId: adminId,
      personId: request.userId,
      requestId: id,
      details: { quantity: request.quantity, ...(paid ? { deposit: asset.depositRupees } : {}) },
    });
  });
  return { ...said('ASSET_HANDED_OVER'), assetRequest: toAssetRequest(await requestRow(deps.db, id, language)) };
}

/**
 * Whether the units of a loan out can stay out on the days a renewal adds: none of them short for a
 * loan booked then (`RENEW_RESERVED` names the first such day), and enough left for the people
 * waiting for a unit (`RENEW_WAITLIST`). Counted as the days are now, with the loan's units back
 * after its current return day: keeping them must leave no day short.
 */
async function renewalRefused(
  tx: Db,
  asset: { _id: string; stocks: number; inRepair: number },
  loan: { quantity: number; returnDate: string },
  returnDate: string,
): Promise<AppError | undefined> {
  const loans = await openLoansOf(tx, asset._id);
  const days = freeOnDays({ stocks: asset.stocks, inRepair: asset.inRepair, loans, held: 0, today: indiaDayOf() }, addDays(loan.returnDate, 1), returnDate);
  const booked = days.find((day) => day.available < loan.quantity);
  if (booked) return new AppError('RENEW_RESERVED', { params: [booked.date] });
  const [waiting] = await tx.select({ n: sql<number>`count(*)::int` }).from(assetWaitlist).where(eq(assetWaitlist.assetId, asset._id));
  const leftOver = Math.min(...days.map((day) => day.available - loan.quantity));
  return (waiting?.n ?? 0) > leftOver ? new AppError('RENEW_WAITLIST') : undefined;
}

/**
 * The borrower moves the return day of a loan they have to a later one: within the asset's longest
 * loan from its first day, at most the asset's renewals, and only when no booked loan or waiting
 * person needs the units in the added days. The request's row is locked, then the asset's, as every
 * change of the asset's days is. The reminders of the return day start again from the new one,
 * and the renewal is in the asset's history. Another person's request does not exist for the caller.
 */
export async function renew(deps: Pick<AssetDeps, 'db'>, userId: string, id: string, { returnDate }: RenewAssetRequestBody, language: Language) {
  const row = await deps.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (request.userId !== userId) throw new AppError('ASSET_REQUEST_NOT_FOUND');
    if (request.status !== 'approved' || !request.handedOverAt) throw new AppError('RENEW_ONLY_OUT');
    if (returnDate <= request.returnDate || returnDate < indiaDayOf()) throw new AppError('RENEW_NOT_LATER', { field: 'returnDate' });
    const asset = await lockedAsset(tx, request.assetId);
    const refused =
      tooLong(asset, request.requestedDate, returnDate) ??
      (request.renewals >= asset.maxRenewals ? new AppError('RENEWALS_USED_UP', { params: [request.renewals] }) : undefined) ??
      (await renewalRefused(tx, asset, request, returnDate));
    if (refused) throw refused;
    await tx
      .update(assetRequests)
      .set({ returnDate, renewals: sql`${assetRequests.renewals} + 1` })
      .where(eq(assetRequests.id, id));
    // The reminders count from the new return day: each goes again when its day comes.
    await tx.delete(loanRemindersSent).where(eq(loanRemindersSent.requestId, id));
    await recordAssetEvent(tx, {
      assetId: request.assetId,
      kind: 'renewed',
      actorId: userId,
      personId: userId,
      requestId: id,
      details: { quantity: request.quantity, from: request.returnDate, to: returnDate },
    });
    const { user: _user, ...renewed } = await requestRow(tx, id, language);
    return renewed;
  });
  return { ...said('ASSET_LOAN_RENEWED'), assetRequest: toAssetRequest(row) };
}

/**
 * The requester cancels their own request: a pending one, or an approved loan whose units are not
 * yet handed over (once they are, the loan ends by their return). The request's row is locked first,
 * as a decision locks it, so a cancel and the admin's approval take turns: a cancel after the
 * approval ends the reservation it made, an approval after the cancel finds nothing pending. An
 * approved loan's cancel is in the asset's history; either way the units are offered to the first in the waiting list (a pending ask
 * held them from it too). Another person's request does not exist for the caller. Cancelling a
 * cancelled request answers the same again and changes nothing, so a retry after a lost reply is safe.
 */
export async function cancel(deps: Pick<AssetDeps, 'db' | 'jobs'>, userId: string, id: string, language: Language) {
  const row = await deps.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (request.userId !== userId) throw new AppError('ASSET_REQUEST_NOT_FOUND');
    if (request.status !== 'cancelled') {
      if (request.status === 'approved' && request.handedOverAt) throw new AppError('CANCEL_AFTER_HAND_OVER');
      if (request.status !== 'pending' && request.status !== 'approved') throw new AppError('ASSET_REQUEST_NOT_CANCELLABLE');
      if (request.status === 'approved') {
        // The units never left the shelf: the reservation ends, under the asset's lock as every change of its days.
        await lockedAsset(tx, request.assetId);
        await recordAssetEvent(tx, {
          assetId: request.assetId,
          kind: 'cancelled',
          actorId: userId,
          personId: userId,
          requestId: id,
          details: { quantity: request.quantity, from: request.requestedDate, to: request.returnDate },
        });
      }
      await tx.update(assetRequests).set({ status: 'cancelled' }).where(eq(assetRequests.id, id));
      await unitsCameBack(deps.jobs, tx, request.assetId);
    }
    const { user: _user, ...cancelled } = await requestRow(tx, id, language);
    return cancelled;
  });
  return { ...said('ASSET_REQUEST_CANCELLED'), assetRequest: toAssetRequest(row) };
}

/** A page of the asset's approved loans not yet returned, soonest first, with their borrowers and phones. */
export async function assetLoans(deps: Pick<AssetDeps, 'db'> & { lists: AssetLists }, assetId: string, query: AssetLoansQuery, language: Language) {
  await assetStock(deps.db, assetId);
  return deps.lists.loansOf(assetId, query, language);
}
