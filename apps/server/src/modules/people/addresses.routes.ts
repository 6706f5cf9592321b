/** A person's addresses; each person sees and changes only their own. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/addresses/endpoints';
import { route } from '../../plugins/http/route.ts';
import * as book from './addresses.book.ts';
import { dropDeviceLocations, pincodePlace } from './addresses.service.ts';

export async function addressRoutes(app: FastifyInstance) {
  // Consent to the device's location withdrawn: its addresses fall back to their PIN codes' locations.
  app.consentEffects.onWithdraw('location', dropDeviceLocations);
  route(app, endpoints.listAddresses, async ({ auth }) => book.listAddresses(app.db, auth.userId));
  route(app, endpoints.createAddress, async ({ auth, body }) => book.createAddress(app.db, auth.userId, body));
  route(app, endpoints.updateAddress, async ({ auth, params, body }) =>
    book.updateAddress(app.db, auth.userId, params.id, body),
  );
  route(app, endpoints.makePrimaryAddress, async ({ auth, params }) => book.makePrimary(app.db, auth.userId, params.id));
  route(app, endpoints.deleteAddress, async ({ auth, params }) => book.deleteAddress(app.db, auth.userId, params.id));
  route(app, endpoints.getPincode, async ({ params, reply }) => {
    const place = await pincodePlace(params.pin);
    // India Post's table changes only with a new server: a browser may keep the answer for a day.
    reply.header('cache-control', 'private, max-age=86400');
    return place;
  });
}
