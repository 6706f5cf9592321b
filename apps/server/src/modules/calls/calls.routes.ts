/** Calls between a request's parties through Exotel; the rules are in calls.service.ts. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/calls/endpoints';
import { route } from '../../plugins/http/route.ts';
import { person, type Limit } from '../../plugins/http/rate-limit.ts';
import { exotelClient } from './exotel.ts';
import { placeCall } from './calls.service.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/durations.ts';

/**
 * Every call is paid for by the organisation. The two parties of a visit ring each other a few
 * times to arrange it, and a volunteer with several requests a day a few times each: thirty is
 * more than that, while a script or a borrowed account cannot run the bill up past it.
 */
export const CALLS_PER_DAY = 30;

/**
 * A few calls a minute per person, enough to ring again after a missed call, so a script cannot
 * ring someone's phone over and over; and the day's cap on what a person's calls can cost.
 */
export const callLimits: Limit[] = [
  { name: 'call', max: 5, windowMs: MINUTE_MS, key: person },
  { name: 'call:day', max: CALLS_PER_DAY, windowMs: DAY_MS, key: person },
];

export async function callRoutes(app: FastifyInstance) {
  const settings = app.config.exotel;
  const deps = { db: app.db, exotel: settings && exotelClient(settings), log: app.log };
  route(app, endpoints.placeCall, async ({ auth, params }) => placeCall(deps, auth.userId, params.id), { limits: callLimits });
}
