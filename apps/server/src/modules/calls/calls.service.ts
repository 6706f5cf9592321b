/**
 * Calls between the requester of an accepted request and its volunteer, through Exotel, so
 * neither learns the other's number (the request's replies leave the numbers out while calls go
 * through it: assistance-requests.privacy.ts). A call is placed while the person waits for their
 * phone to ring, so it is asked of Exotel at once, not left to a job. Nothing is stored: each call
 * is logged, with Exotel's Sid to find it in Exotel's own records, which keep who rang whom.
 */
import type { FastifyBaseLogger } from 'fastify';
import { indianPhone } from '@sahaya/contract/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { requestRow } from '../assistance-requests/assistance-requests.service.ts';
import type { ExotelClient } from './exotel.ts';

export interface CallDeps {
  db: Db;
  /** Unset when EXOTEL_* is not: no call can be placed. */
  exotel?: ExotelClient;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** A number as people typed it, in the form Exotel dials, or null when it is not an Indian number. */
const dialable = (phone: string | null) => (phone ? indianPhone(phone) : null);

/**
 * The caller (the request's requester, or the volunteer who accepted it) is rung first, then the
 * other party. The request must be accepted and not yet done; to anybody but its two parties it
 * does not exist.
 */
export async function placeCall(deps: CallDeps, callerId: string, requestId: string) {
  if (!deps.exotel) throw new AppError('CALLS_NOT_CONFIGURED');
  const request = await requestRow(deps.db, requestId);
  const byRequester = request.user._id === callerId;
  if (!byRequester && request.volunteer?._id !== callerId) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
  if (request.status !== 'approved' || !request.volunteer) throw new AppError('CALL_NOT_OPEN');
  const [caller, callee] = byRequester ? [request.user, request.volunteer] : [request.volunteer, request.user];
  const from = dialable(caller.phone);
  if (!from) throw new AppError('CALL_NEEDS_YOUR_PHONE');
  const to = dialable(callee.phone);
  if (!to) throw new AppError('CALL_NEEDS_THEIR_PHONE');
  let sid: string;
  try {
    ({ sid } = await deps.exotel.connect({ from, to }));
  } catch (error) {
    deps.log.warn({ err: error, requestId, callerId }, 'Exotel did not place a call');
    throw new AppError('CALL_FAILED');
  }
  deps.log.info({ requestId, callerId, calleeId: callee._id, callSid: sid }, 'A call was placed through Exotel');
  return { ...said('CALL_PLACED'), callSid: sid };
}
