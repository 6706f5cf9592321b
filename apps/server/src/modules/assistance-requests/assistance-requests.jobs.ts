/**
 * The assistance requests' work after the answer: when the people module locates addresses by their
 * PIN code after the fact, the requests still waiting at those addresses without a location take it,
 * so they reach volunteers nearby instead of waiting for an admin; and the volunteers' daily digest
 * of open requests near them (assistance-requests.digest.ts).
 */
import type { FastifyInstance } from 'fastify';
import { addressesLocated } from '../people/addresses.service.ts';
import { volunteerDigestJobs } from './assistance-requests.digest.ts';
import { takeAddressLocations } from './assistance-requests.service.ts';

export async function assistanceRequestJobs(app: FastifyInstance) {
  app.jobs.work(addressesLocated, async ({ addresses }) => {
    const located = await takeAddressLocations(app.db, addresses);
    if (located > 0) app.log.info({ located }, 'Waiting assistance requests took their address location');
  });
  volunteerDigestJobs(app);
}
