/**
 * The lending library's calls (spec 2 §7, spec 3 §7). Rules live in assets.service.ts, lists in
 * assets.lists.ts, an asset's calendar and story in assets.history.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { route } from '../../plugins/route.ts';
import { availability, history } from './assets.history.ts';
import { AssetLists } from './assets.lists.ts';
import * as service from './assets.service.ts';

export async function assetRoutes(app: FastifyInstance) {
  const lists = new AssetLists(app.db);
  app.storage.referencedBy((keys) => service.filesInUse(app, keys));

  route(app, endpoints.listAssets, async ({ query }) => lists.assets(query));
  route(app, endpoints.getAsset, async ({ params }) => service.getAsset(app, params.id));
  route(app, endpoints.myRequestsForAsset, async ({ auth, params }) => service.myRequestsForAsset(app, auth.userId, params.id));
  route(app, endpoints.assetAvailability, async ({ params }) => availability(app, params.id));
  route(app, endpoints.assetHistory, async ({ params }) => history(app, params.id));
  route(app, endpoints.createAsset, async ({ body }) => service.createAsset(app, body));
  route(app, endpoints.updateAsset, async ({ params, body }) => service.updateAsset(app, params.id, body));

  route(app, endpoints.requestAsset, async ({ auth, params, body }) => service.requestAsset(app, auth.userId, params.id, body));
  route(app, endpoints.myAssetRequests, async ({ auth, query }) => lists.requestsOf(auth.userId, query));
  route(app, endpoints.listAssetRequests, async ({ query }) => lists.requests(query));
  route(app, endpoints.decideAssetRequest, async ({ params, body }) => service.decide(app, params.id, body));
}
