/**
 * The consent ledger (DPDP Act 2023, s. 6): every giving and withdrawing is a new row, never an
 * update, so the record shows what a person agreed to, under which notice and when; a person's
 * consent to a purpose is its latest row. Withdrawing stops that use at once, in the same
 * transaction through what the modules registered (plugins/registries/consent-effects.ts): notices
 * by SMS, WhatsApp and e-mail go off, addresses located by the device fall back to their PIN
 * code's location; and the family is told nothing more (family.service.ts asks here before each
 * notice). New help requests, loans and donations of a withdrawn purpose are
 * refused by their modules through `refuseIfWithdrawn`.
 *
 * A purpose never chosen (an account from before the ledger, or a sign-up from an older client) is
 * not refused: the person is asked at their next sign-in (`askAgain`).
 */
import { asc, eq } from 'drizzle-orm';
import {
  consentPurposes,
  PRIVACY_NOTICE_VERSION,
  requiredPurposes,
  type ConsentPurpose,
} from '@sahaya/contract/consents/purposes';
import type { AnswerConsentsBody, ConsentsReply, SetConsentReply } from '@sahaya/contract/consents/schemas';
import type { Db } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/consents.ts';
import { hasWithdrawn, isRequired, latestChoices, lockLedger, recordConsents, type Choices } from '../../db/consent-ledger.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import type { ConsentEffects } from '../../plugins/registries/consent-effects.ts';

export interface ConsentDeps {
  db: Db;
  consentEffects: Pick<ConsentEffects, 'withdrawn'>;
}

const isPurpose = (value: string): value is ConsentPurpose => (consentPurposes as readonly string[]).includes(value);

/** The person's consent to each purpose as it stands, in the notice's order. */
export async function consentsOf(db: Db, userId: string): Promise<ConsentsReply> {
  const latest = await latestChoices(db, userId);
  const consents = consentPurposes.map((purpose) => {
    const row = latest.get(purpose);
    return {
      purpose,
      given: row?.given ?? false,
      at: row?.at.toISOString() ?? null,
      noticeVersion: row?.noticeVersion ?? null,
      required: isRequired(purpose),
    };
  });
  const askAgain = consents.some((consent) => consent.noticeVersion === null || consent.noticeVersion < PRIVACY_NOTICE_VERSION);
  return { consents, noticeVersion: PRIVACY_NOTICE_VERSION, askAgain };
}

const refusals = {
  helpRequests: 'CONSENT_WITHDRAWN_HELP_REQUESTS',
  loans: 'CONSENT_WITHDRAWN_LOANS',
  donations: 'CONSENT_WITHDRAWN_DONATIONS',
} as const;

/**
 * Refuses a new help request, loan or donation of a person who withdrew their consent to it
 * (409, the code saying to give it again on the privacy page). What they made before goes on.
 */
export async function refuseIfWithdrawn(db: Db, userId: string, purpose: keyof typeof refusals): Promise<void> {
  if (await hasWithdrawn(db, userId, purpose)) throw new AppError(refusals[purpose]);
}

/** PUT /api/users/me/consents/{purpose}: gives or withdraws one purpose. */
export async function setConsent(deps: ConsentDeps, userId: string, purpose: string, given: boolean): Promise<SetConsentReply> {
  const { db } = deps;
  if (!isPurpose(purpose)) throw new AppError('CONSENT_PURPOSE_UNKNOWN');
  if (isRequired(purpose) && !given) throw new AppError('CONSENT_REQUIRED');
  await db.transaction(async (tx) => recordConsents(tx, userId, { [purpose]: given }, deps.consentEffects.withdrawn));
  return { ...said(given ? 'CONSENT_GIVEN' : 'CONSENT_WITHDRAWN'), ...(await consentsOf(db, userId)) };
}

/**
 * PUT /api/users/me/consents: the notice asked again, answered in one call. Every purpose is
 * recorded under the current version: as sent, or as it stood for one left out (never chosen:
 * not given).
 */
export async function answerConsents(deps: ConsentDeps, userId: string, body: AnswerConsentsBody): Promise<SetConsentReply> {
  const { db } = deps;
  for (const purpose of requiredPurposes) if (body.purposes[purpose] === false) throw new AppError('CONSENT_REQUIRED');
  await db.transaction(async (tx) => {
    await lockLedger(tx, userId);
    const before = await latestChoices(tx, userId);
    const choices = Object.fromEntries(
      consentPurposes.map((purpose) => [purpose, body.purposes[purpose] ?? before.get(purpose)?.given ?? false]),
    ) as Choices;
    await recordConsents(tx, userId, choices, deps.consentEffects.withdrawn);
  });
  return { ...said('CONSENTS_SAVED'), ...(await consentsOf(db, userId)) };
}

/** The whole ledger of the person, oldest first, for the copy of their data. */
export async function personalDataOfConsents(db: Db, userId: string) {
  return db
    .select({ purpose: consentRecords.purpose, given: consentRecords.given, noticeVersion: consentRecords.noticeVersion, at: consentRecords.at })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.at), asc(consentRecords.id));
}
