/** The privacy notice and a person's consents, purpose by purpose (DPDP Act 2023, ss. 5 and 6). */
import { z } from 'zod';
import { said } from '../common.ts';
import { consentPurposes } from './purposes.ts';

export const consentPurpose = z.enum(consentPurposes);

/** One purpose of the notice, in the reader's language. */
export const noticePurpose = z.object({
  id: consentPurpose,
  title: z.string(),
  why: z.string(),
  /** Each kind of data the purpose takes, one text each. */
  data: z.array(z.string()),
  keptFor: z.string(),
  /** The service cannot run without it: it is withdrawn only by deleting the account. */
  required: z.boolean(),
});
export type NoticePurpose = z.infer<typeof noticePurpose>;

/** GET /api/privacy/notice. */
export const privacyNoticeReply = z.object({
  version: z.number().int(),
  purposes: z.array(noticePurpose),
  /** Who answers complaints about personal data (DPDP Rules 2025, Rule 9). */
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  withdrawHow: z.string(),
  complainTo: z.string(),
});
export type PrivacyNoticeReply = z.infer<typeof privacyNoticeReply>;

/** A person's choice for one purpose as it stands: `at` and `noticeVersion` null when never chosen. */
export const consentState = z.object({
  purpose: consentPurpose,
  given: z.boolean(),
  at: z.string().nullable(),
  noticeVersion: z.number().int().nullable(),
  required: z.boolean(),
});
export type ConsentState = z.infer<typeof consentState>;

/** GET /api/users/me/consents, and the answer of each change. */
export const consentsReply = z.object({
  consents: z.array(consentState),
  /** The notice version in force now. */
  noticeVersion: z.number().int(),
  /** Some purpose was never chosen, or chosen under an older notice: the web asks again. */
  askAgain: z.boolean(),
});
export type ConsentsReply = z.infer<typeof consentsReply>;

export const consentPurposeParams = z.object({ purpose: z.string().max(40) });
export type ConsentPurposeParams = z.infer<typeof consentPurposeParams>;

export const setConsentBody = z.object({ given: z.boolean() });
export type SetConsentBody = z.infer<typeof setConsentBody>;

export const setConsentReply = consentsReply.extend(said);
export type SetConsentReply = z.infer<typeof setConsentReply>;

/**
 * PUT /api/users/me/consents: the answer to the notice asked again, every purpose's choice at
 * once, all recorded under the current version. A purpose left out keeps its choice (recorded
 * again under the current version); the account's is always given.
 */
export const answerConsentsBody = z.object({ purposes: z.partialRecord(consentPurpose, z.boolean()) });
export type AnswerConsentsBody = z.infer<typeof answerConsentsBody>;

/**
 * The purposes ticked on the sign-up form (the account's is always given, ticked or not). A body
 * without the field (an older client) records the account's purpose alone: the others stay
 * unchosen, and the person is asked at their next sign-in.
 */
export const signUpConsents = z.array(consentPurpose).max(consentPurposes.length).optional();
