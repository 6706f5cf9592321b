/** Calls between a request's parties through Exotel; the rules are in calls.service.ts. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/calls/endpoints';
import { route } from '../../plugins/http/route.ts';
import { MINUTE_MS, type Limit } from '../../plugins/http/rate-limit.ts';
import { exotelClient } from './exotel.ts';
import { placeCall } from './calls.service.ts';

/**
 * A few calls a minute per person: enough to ring again after a missed call, while a script
 * cannot ring someone's phone over and over, each call costing the organisation.
 */
export const callLimit: Limit = { name: 'call', max: 5, windowMs: MINUTE_MS, key: (request) => request.auth.userId };

export async function callRoutes(app: FastifyInstance) {
  const settings = app.config.exotel;
  const deps = { db: app.db, exotel: settings && exotelClient(settings), log: app.log };
  route(app, endpoints.placeCall, async ({ auth, params }) => placeCall(deps, auth.userId, params.id), { limits: [callLimit] });
}
