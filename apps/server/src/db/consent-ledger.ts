/**
 * The consent ledger's reads and writes that other modules make within their own changes (DPDP Act
 * 2023, s. 6): the consents of a new account, and whether a person withdrew a purpose. Every giving
 * and withdrawing is a new row, never an update; a person's consent to a purpose is its latest row.
 * The consents module (modules/consents) serves the person's own choices through them.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { consentPurposes, PRIVACY_NOTICE_VERSION, requiredPurposes, type ConsentPurpose } from '@sahaya/contract/consents/purposes';
import type { Db } from './client.ts';
import { consentRecords } from './schema/consents.ts';

/**
 * What a withdrawal stops, in its transaction: the effects the modules registered
 * (plugins/registries/consent-effects.ts, `app.consentEffects.withdrawn`).
 */
export type Stop = (tx: Db, userId: string, purpose: ConsentPurpose) => Promise<void>;

export type Choices = Partial<Record<ConsentPurpose, boolean>>;

export const isRequired = (purpose: ConsentPurpose) => requiredPurposes.includes(purpose);

/** The latest row of each purpose the person ever chose. */
export async function latestChoices(db: Db, userId: string) {
  const rows = await db
    .selectDistinctOn([consentRecords.purpose], {
      purpose: consentRecords.purpose,
      given: consentRecords.given,
      noticeVersion: consentRecords.noticeVersion,
      at: consentRecords.at,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.purpose, desc(consentRecords.at), desc(consentRecords.id));
  return new Map(rows.map((row) => [row.purpose, row]));
}

/** Whether the person's latest choice for `purpose` is a withdrawal (never chosen is not). */
export async function hasWithdrawn(db: Db, userId: string, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ given: consentRecords.given })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id))
    .limit(1);
  return row !== undefined && !row.given;
}

/**
 * Two changes of one person's consents take turns, so a withdrawal's effects follow the row that
 * wins; a lock of the ledger's own, held to the end of the transaction.
 */
export const lockLedger = (tx: Db, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`consents:${userId}`}, 0))`);

/**
 * Writes the choices as new rows under the current notice, in the caller's transaction, and stops
 * what each withdrawal ends. The account's purpose is always recorded as given.
 */
export async function recordConsents(tx: Db, userId: string, choices: Choices, stop: Stop, now = new Date()): Promise<void> {
  await lockLedger(tx, userId);
  const before = await latestChoices(tx, userId);
  const rows = consentPurposes
    .filter((purpose) => choices[purpose] !== undefined)
    .map((purpose) => {
      // Always after the purpose's latest row, so "latest" is never a tie, even within a millisecond.
      const last = before.get(purpose)?.at.getTime() ?? 0;
      const at = last >= now.getTime() ? new Date(last + 1) : now;
      return { userId, purpose, given: isRequired(purpose) || choices[purpose]!, noticeVersion: PRIVACY_NOTICE_VERSION, at };
    });
  if (rows.length === 0) return;
  await tx.insert(consentRecords).values(rows);
  for (const row of rows) {
    // A purpose already withdrawn has nothing more to stop; one never chosen or given has.
    if (!row.given && before.get(row.purpose)?.given !== false) await stop(tx, userId, row.purpose);
  }
}

/**
 * The consents of a new account (sign-up, or registered by the NGO), in its transaction: the
 * account's, and each purpose shown with it as ticked or not. Without a list (an older client) only
 * the account's is recorded: the rest are asked at the next sign-in.
 */
export async function recordSignUpConsents(tx: Db, userId: string, ticked: readonly ConsentPurpose[] | undefined, stop: Stop): Promise<void> {
  const choices: Choices = ticked ? Object.fromEntries(consentPurposes.map((purpose) => [purpose, ticked.includes(purpose)])) : {};
  // A purpose left unticked stops at once what its withdrawal would (the notice defaults send e-mails).
  await recordConsents(tx, userId, { ...choices, account: true }, stop);
}
