/** A call between a request's requester and its volunteer, connected by the calling gateway. */
import { z } from 'zod';
import { said } from '../common.ts';

export const placeCallReply = z.object({
  ...said,
  /** The gateway's id of the call (Exotel's `Sid`), for support to trace it. */
  callSid: z.string(),
});
export type PlaceCallReply = z.infer<typeof placeCallReply>;
