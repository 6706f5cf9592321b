/**
 * Calls without sharing numbers: the requester of an accepted request and its volunteer ring each
 * other through the organisation's number (Exotel), which rings the caller first, then the other
 * party. Only they may; a request that is not theirs is not found. Whether calls are set up is
 * `calls` of GET /api/config.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import { placeCallReply } from './schemas.ts';

export const placeCall = endpoint({
  method: 'POST',
  path: '/api/assistanceRequests/:id/call',
  access: ['user', 'volunteer'],
  summary:
    'Ring me, then the other party of this request (its requester or its accepted volunteer), from the organisation’s number, so neither sees the other’s; 404 for anybody else',
  params: idParams,
  replies: { 202: placeCallReply, 404: errorBody, 409: errorBody, 502: errorBody },
});
