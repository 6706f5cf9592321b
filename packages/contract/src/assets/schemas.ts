/**
 * Equipment to lend and the requests to borrow it (spec 2 §2-§5, spec 3 §4-§5): the catalogue, an
 * asset, the admin's asset form, a request, and the two request lists.
 */
import { z } from 'zod';
import { pageQuery } from '../common.ts';
import {
  assetCategories,
  assetFilters,
  assetRequestPriorities,
  assetSorts,
  DESCRIPTION_MAX,
  MAX_ASSET_REQUEST_QUANTITY,
  MAX_ASSET_STOCKS,
  pageSizes,
  requestSorts,
  requestStatuses,
} from '../constants.ts';
import { requiredText } from '../fields.ts';
import { assetMessages as m, assetRequestMessages as r } from './messages.ts';

export const asset = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(assetCategories),
  image: z.string().nullable(),
  stocks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof asset>;

/** A query choice outside the list reads as the default, as a link typed by hand would expect. */
const choiceOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback).default(fallback);

export const listAssetsQuery = pageQuery(pageSizes.assets).extend({
  sort: choiceOf(assetSorts, 'newest'),
  filter: choiceOf(assetFilters, 'all'),
});
export type ListAssetsQuery = z.infer<typeof listAssetsQuery>;

export const listAssetsReply = z.object({ assets: z.array(asset), totalPages: z.number().int(), totalAssets: z.number().int() });
export type ListAssetsReply = z.infer<typeof listAssetsReply>;

export const assetReply = z.object({ asset });
export const savedAssetReply = z.object({ message: z.string(), asset });

/** Stocks arrive as text from a form: a whole number from 0 to MAX_ASSET_STOCKS. */
const stocks = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? m.stocksRequired : m.stocksInvalid) })
    .int(m.stocksInvalid)
    .min(0, m.stocksNegative)
    .max(MAX_ASSET_STOCKS, m.stocksTooMany),
);

/** The Add Asset and Edit Asset forms: every field required; the image is a url from POST /api/assets/image. */
export const assetBody = z.object({
  name: requiredText(m.nameRequired).regex(/^[A-Za-z ]{2,30}$/, m.nameInvalid),
  category: z.enum(assetCategories, { error: m.categoryRequired }),
  description: requiredText(m.descriptionRequired).max(DESCRIPTION_MAX, m.descriptionTooLong),
  stocks,
  image: requiredText(m.imageRequired).max(1000, m.imageInvalid),
});
export type AssetBody = z.infer<typeof assetBody>;

/** Today as a calendar day in UTC: in India (UTC+5:30) it is never later than the local day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const createAssetRequestBody = z.object({
  requestedDate: z
    .string({ error: r.dateRequired })
    .trim()
    .min(1, r.dateRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, r.dateRequired)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), r.dateRequired)
    .refine((day) => day >= todayUtc(), r.datePast),
  quantity: z.coerce
    .number({ error: r.quantityInvalid })
    .int(r.quantityInvalid)
    .min(1, r.quantityInvalid)
    .max(MAX_ASSET_REQUEST_QUANTITY, r.quantityInvalid),
});
export type CreateAssetRequestBody = z.infer<typeof createAssetRequestBody>;

export const assetRequest = z.object({
  _id: z.string(),
  asset: z.object({ _id: z.string(), name: z.string(), category: z.enum(assetCategories), image: z.string().nullable() }),
  status: z.enum(requestStatuses),
  priority: z.enum(assetRequestPriorities),
  requestedDate: z.string(),
  quantity: z.number().int(),
  reason: z.string().nullable(),
  /** The admin's comment on the latest decision. */
  comment: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type AssetRequest = z.infer<typeof assetRequest>;

/** In the admin's list each request also names its requester. */
export const adminAssetRequest = assetRequest.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminAssetRequest = z.infer<typeof adminAssetRequest>;

export const createAssetRequestReply = z.object({ message: z.string(), assetRequest });
export const assetRequestDetailsReply = z.object({ assetRequestDetails: z.array(assetRequest) });

/** Approved loans of an asset by the day they start, from today on: what the Availability tab shows. */
export const assetAvailabilityReply = z.object({
  stocks: z.number().int(),
  loans: z.array(z.object({ date: z.string(), quantity: z.number().int() })),
});

/** The asset's story from its real records, newest first: added, edited, each request and decision. */
export const assetHistoryReply = z.object({
  history: z.array(z.object({ action: z.string(), details: z.string(), date: z.string() })),
});

/** `all` (or anything unknown) means no status filter. */
const statusFilter = z
  .enum(requestStatuses)
  .optional()
  .catch(undefined);

export const myAssetRequestsQuery = pageQuery(pageSizes.assetRequests).extend({ status: statusFilter });
export type MyAssetRequestsQuery = z.infer<typeof myAssetRequestsQuery>;

export const myAssetRequestsReply = z.object({
  assetRequests: z.array(assetRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
});

export const adminAssetRequestsQuery = pageQuery(pageSizes.assetRequests).extend({
  status: statusFilter,
  priority: z.enum(assetRequestPriorities).optional().catch(undefined),
  sort: choiceOf(requestSorts, 'newest'),
});
export type AdminAssetRequestsQuery = z.infer<typeof adminAssetRequestsQuery>;

export const adminAssetRequestsReply = z.object({
  assetRequests: z.array(adminAssetRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
});

/** What an admin decides: approve or reject a pending request, or record that the units came back. */
export const decideAssetRequestBody = z.object({
  status: z.enum(['approved', 'rejected', 'completed'], { error: r.decisionInvalid }),
  comment: z.string().trim().max(DESCRIPTION_MAX, r.commentTooLong).optional(),
});
export type DecideAssetRequestBody = z.infer<typeof decideAssetRequestBody>;

export const decideAssetRequestReply = z.object({ message: z.string(), assetRequest: adminAssetRequest });
