/**
 * The categories of equipment (issue #41): everybody who browses the catalogue reads them; admins
 * add and edit them. A category is never removed, as assets keep theirs.
 */
import { errorBody } from '../common.ts';
import { endpoint } from '../http.ts';
import { assetCategoriesReply, assetCategoryParams, createAssetCategoryBody, savedAssetCategoryReply, updateAssetCategoryBody } from './schemas.ts';

const admin = ['admin'] as const;

export const listAssetCategories = endpoint({
  method: 'GET',
  path: '/api/assetCategories',
  access: 'signedIn',
  summary: "Every category of equipment, by its name in the reader's language, with how many assets are of it; for admins also the names in every language",
  replies: { 200: assetCategoriesReply },
});

export const createAssetCategory = endpoint({
  method: 'POST',
  path: '/api/assetCategories',
  access: admin,
  summary:
    'Add a category: a key (camelCase, never changed), its name in English and the other languages, 2-4 short-code letters, a drawing and/or a picture (a url from POST /api/assets/image), a default longest loan (1-180 days) and a return checklist; 409 when the key or the letters are taken (admin)',
  body: createAssetCategoryBody,
  replies: { 201: savedAssetCategoryReply, 409: errorBody },
});

export const updateAssetCategory = endpoint({
  method: 'PATCH',
  path: '/api/assetCategories/:key',
  access: admin,
  summary:
    "Edit a category: the fields given change (image or defaultMaxLoanDays null removes it). New letters number the assets added after; the codes already given stay (admin)",
  params: assetCategoryParams,
  body: updateAssetCategoryBody,
  replies: { 200: savedAssetCategoryReply, 404: errorBody, 409: errorBody },
});
