/** A person's addresses; each person sees and changes only their own. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/addresses/endpoints';
import { route } from '../../plugins/route.ts';
import * as service from './addresses.service.ts';

export async function addressRoutes(app: FastifyInstance) {
  route(app, endpoints.listAddresses, async ({ auth }) => service.listAddresses(app.db, auth.userId));
  route(app, endpoints.createAddress, async ({ auth, body }) => service.createAddress(app.db, auth.userId, body));
  route(app, endpoints.updateAddress, async ({ auth, params, body }) =>
    service.updateAddress(app.db, auth.userId, params.id, body),
  );
  route(app, endpoints.makePrimaryAddress, async ({ auth, params }) => service.makePrimary(app.db, auth.userId, params.id));
  route(app, endpoints.deleteAddress, async ({ auth, params }) => service.deleteAddress(app.db, auth.userId, params.id));
}
