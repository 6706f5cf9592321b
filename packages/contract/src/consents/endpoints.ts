/**
 * The privacy notice (public) and a person's own consents, purpose by purpose: every signed-in
 * person may, whatever their role, and reaches only their own.
 */
import { errorBody } from '../common.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';
import {
  answerConsentsBody,
  consentPurposeParams,
  consentsReply,
  privacyNoticeReply,
  setConsentBody,
  setConsentReply,
} from './schemas.ts';

export const getPrivacyNotice = endpoint({
  ...routes.getPrivacyNotice,
  summary:
    'The privacy notice in the reader’s language (language cookie, else Accept-Language): each purpose with why, the data it takes and how long it is kept; the grievance officer; how to withdraw and complain',
  replies: { 200: privacyNoticeReply },
});

export const listMyConsents = endpoint({
  ...routes.listMyConsents,
  summary:
    'My consent to each purpose of the notice as it stands (never chosen: given false, at null); askAgain when one was never chosen or chosen under an older notice version',
  replies: { 200: consentsReply },
});

export const setConsent = endpoint({
  ...routes.setConsent,
  summary:
    'Give or withdraw my consent to one purpose under the current notice; withdrawing stops that use at once. The account’s purpose answers 409 CONSENT_REQUIRED (delete the account instead); an unknown purpose 404 CONSENT_PURPOSE_UNKNOWN',
  params: consentPurposeParams,
  body: setConsentBody,
  replies: { 200: setConsentReply, 404: errorBody, 409: errorBody },
});

export const answerConsents = endpoint({
  ...routes.answerConsents,
  summary:
    'Answer the notice asked again: every purpose’s choice recorded under the current version (one left out keeps its choice; the account’s is always given, and withdrawing it answers 409 CONSENT_REQUIRED)',
  body: answerConsentsBody,
  replies: { 200: setConsentReply, 409: errorBody },
});
