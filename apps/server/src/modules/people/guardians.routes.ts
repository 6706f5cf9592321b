/**
 * The guardian's code given back, and a new one asked for (guardians.service.ts). Both are public:
 * the account cannot sign in until its guardian agrees. Held as the sign-up codes are.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@sahaya/contract/guardians/endpoints';
import { route } from '../../plugins/http/route.ts';
import type { Limit } from '../../plugins/http/rate-limit.ts';
import { confirmGuardian, guardianOf, resendGuardianCode } from './guardians.service.ts';
import { HOUR_MS, MINUTE_MS } from '../../lib/durations.ts';

/** The account a request names, by its e-mail address or number as typed ('' for none). */
const accountOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown; phone?: unknown } | null;
  const named = body?.email ?? body?.phone;
  return typeof named === 'string' ? named.trim().toLowerCase() : '';
};
const addressAndAccount = (request: FastifyRequest) => `${request.ip}|${accountOf(request)}`;
/** Codes given back, as the sign-up codes are held: tries per address and account, refusals per account. */
const confirmLimits: Limit[] = [
  { name: 'guardian:try', max: 10, windowMs: MINUTE_MS, key: addressAndAccount },
  { name: 'guardian:account', max: 20, windowMs: HOUR_MS, key: accountOf, failuresOnly: true },
];
/** Each new code reaches the guardian's phone or mail: every request counts, per account and per address. */
const resendLimits: Limit[] = [
  { name: 'guardian-resend:account', max: 5, windowMs: HOUR_MS, key: accountOf },
  { name: 'guardian-resend:address', max: 20, windowMs: HOUR_MS, key: (request) => request.ip },
];

export async function guardianRoutes(app: FastifyInstance) {
  // The guardian who agreed for the person is part of the copy of their own data.
  app.personalData.section('guardian', { read: async (db, userId) => [await guardianOf(db, userId)].filter((g) => g !== null) });

  route(app, endpoints.confirmGuardian, async ({ body }) => confirmGuardian(app, body), { limits: confirmLimits });
  route(app, endpoints.resendGuardianCode, async ({ body }) => resendGuardianCode(app, body), { limits: resendLimits });
}
