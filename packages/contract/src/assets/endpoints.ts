/**
 * Lending equipment (spec 2 §7 "Assets and asset requests", spec 3 §7): the catalogue and an
 * asset for everybody signed in, the asset form for admins, requests by users and the admin's
 * decisions. Stock is taken when a request is approved and given back when it is returned.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  adminAssetRequestsQuery,
  adminAssetRequestsReply,
  assetAvailabilityReply,
  assetBody,
  assetHistoryReply,
  assetReply,
  assetRequestDetailsReply,
  createAssetRequestBody,
  createAssetRequestReply,
  decideAssetRequestBody,
  decideAssetRequestReply,
  listAssetsQuery,
  listAssetsReply,
  myAssetRequestsQuery,
  myAssetRequestsReply,
  savedAssetReply,
} from './schemas.ts';
import * as routes from './routes.ts';

const admin = ['admin'] as const;
const user = ['user'] as const;
const notFound = { 404: errorBody };

export const listAssets = endpoint({
  method: 'GET',
  path: '/api/assets',
  access: 'signedIn',
  summary: 'The catalogue: searched by name, sorted and filtered by availability, 8 a page',
  query: listAssetsQuery,
  replies: { 200: listAssetsReply },
});

export const getAsset = endpoint({
  method: 'GET',
  path: '/api/assets/:id',
  access: 'signedIn',
  summary: 'One asset',
  params: idParams,
  replies: { 200: assetReply, ...notFound },
});

export const myRequestsForAsset = endpoint({
  method: 'GET',
  path: '/api/assets/:id/requests',
  access: 'signedIn',
  summary: "The caller's own requests for this asset, newest first",
  params: idParams,
  replies: { 200: assetRequestDetailsReply, ...notFound },
});

export const assetAvailability = endpoint({
  method: 'GET',
  path: '/api/assets/:id/availability',
  access: 'signedIn',
  summary: 'The units in stock and the approved loans from today on, by the day they start',
  params: idParams,
  replies: { 200: assetAvailabilityReply, ...notFound },
});

export const assetHistory = endpoint({
  method: 'GET',
  path: '/api/assets/:id/history',
  access: admin,
  summary: "The asset's history from its records: added, edited, requests and decisions (admin)",
  params: idParams,
  replies: { 200: assetHistoryReply, ...notFound },
});

export const createAsset = endpoint({
  method: 'POST',
  path: '/api/assets',
  access: admin,
  summary: 'Add an asset, as JSON or form data; the image is a url from POST /api/assets/image (admin)',
  body: assetBody,
  accepts: 'form',
  replies: { 201: savedAssetReply },
});

export const updateAsset = endpoint({
  method: 'PUT',
  path: '/api/assets/:id',
  access: admin,
  summary: 'Edit an asset, every field given (admin)',
  params: idParams,
  body: assetBody,
  accepts: 'form',
  replies: { 200: savedAssetReply, ...notFound },
});

export const requestAsset = endpoint({
  ...routes.requestAsset,
  summary: 'Ask to borrow 1-3 units of an asset from a day on; no more than are in stock now',
  params: idParams,
  body: createAssetRequestBody,
  replies: { 201: createAssetRequestReply, ...notFound },
});

export const myAssetRequests = endpoint({
  method: 'GET',
  path: '/api/assetRequests/me',
  access: user,
  summary: "The caller's asset requests, newest first, searched by asset name and filtered by status",
  query: myAssetRequestsQuery,
  replies: { 200: myAssetRequestsReply },
});

export const listAssetRequests = endpoint({
  method: 'GET',
  path: '/api/assetRequests',
  access: admin,
  summary: 'Every asset request with its requester, searched by asset or requester name, filtered and sorted (admin)',
  query: adminAssetRequestsQuery,
  replies: { 200: adminAssetRequestsReply },
});

export const decideAssetRequest = endpoint({
  method: 'PATCH',
  path: '/api/assetRequests/:id',
  access: admin,
  summary: 'Approve (taking the units from stock) or reject a pending request, or mark an approved one returned (admin)',
  params: idParams,
  body: decideAssetRequestBody,
  replies: { 200: decideAssetRequestReply, ...notFound },
});
