/**
 * The consent of a parent or lawful guardian (DPDP Act 2023 s. 9; Rules 2025, Rules 10 and 11):
 * public, as the account they agree for cannot sign in until they do.
 */
import { errorBody } from '../common.ts';
import { endpoint } from '../http.ts';
import { confirmGuardianBody, guardianReply, resendGuardianCodeBody } from './schemas.ts';

export const confirmGuardian = endpoint({
  method: 'POST',
  path: '/api/auth/guardian/confirm',
  access: 'public',
  summary: "Confirm a parent's or lawful guardian's consent with the code sent to them; the account may then sign in",
  body: confirmGuardianBody,
  replies: { 200: guardianReply, 400: errorBody },
});

export const resendGuardianCode = endpoint({
  method: 'POST',
  path: '/api/auth/guardian/resend',
  access: 'public',
  summary: "Send a new code to the account's parent or guardian (once every 30 seconds)",
  body: resendGuardianCodeBody,
  replies: { 200: guardianReply, 400: errorBody, 429: errorBody },
});
