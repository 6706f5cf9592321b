/** The categories of equipment (issue #41): the rules live in asset-categories.service.ts. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/asset-categories/endpoints';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { createCategory, listCategories, picturesInUse, updateCategory, type AssetCounts } from './asset-categories.service.ts';

export async function assetCategoryRoutes(app: FastifyInstance, { assetCounts }: { assetCounts: AssetCounts }) {
  const deps = { db: app.db, storage: app.storage, assetCounts };
  app.storage.referencedBy((keys) => picturesInUse(deps, keys));

  route(app, endpoints.listAssetCategories, async ({ auth, request }) => listCategories(deps, readingLanguage(request), auth.role));
  route(app, endpoints.createAssetCategory, async ({ body, request }) => createCategory(deps, body, readingLanguage(request)));
  route(app, endpoints.updateAssetCategory, async ({ params, body, request }) => updateCategory(deps, params.key, body, readingLanguage(request)));
}
