/**
 * Lending equipment (spec 2 §7 "Assets and asset requests", spec 3 §7): the catalogue and an
 * asset for everybody signed in, the asset form for admins, requests by users and the admin's
 * decisions. An approved loan reserves its units for its period; they leave the shelf when they
 * are handed over and come back when they are returned.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  PENDING_ASSET_REQUESTS_MAX,
  adminAssetRequestsQuery,
  adminAssetRequestsReply,
  assetAvailabilityQuery,
  assetAvailabilityReply,
  assetBody,
  assetHistoryQuery,
  assetHistoryReply,
  assetLabelsQuery,
  assetLoansQuery,
  assetLoansReply,
  assetRepairsReply,
  assetReply,
  assetRequestDetailsReply,
  cancelAssetRequestReply,
  createAssetRequestBody,
  createAssetRequestReply,
  decideAssetRequestBody,
  decideAssetRequestReply,
  depositsCsvQuery,
  handOverBody,
  handOverReply,
  listAssetsQuery,
  listAssetsReply,
  myAssetRequestsQuery,
  myAssetRequestsReply,
  myRequestsForAssetQuery,
  renewAssetRequestBody,
  renewAssetRequestReply,
  repairParams,
  repairReadyReply,
  savedAssetReply,
  shortCodeParams,
  waitlistJoinedReply,
  waitlistLeftReply,
} from './schemas.ts';
import * as routes from './routes.ts';

const admin = ['admin'] as const;
const user = ['user'] as const;
const notFound = { 404: errorBody };

export const listAssets = endpoint({
  method: 'GET',
  path: '/api/assets',
  access: 'signedIn',
  summary: "The catalogue: searched by name in any language, sorted and filtered by availability, 8 a page; names and descriptions in the reader's language (Accept-Language or the language cookie), else English",
  query: listAssetsQuery,
  replies: { 200: listAssetsReply },
});

export const getAsset = endpoint({
  method: 'GET',
  path: '/api/assets/:id',
  access: 'signedIn',
  summary: "One asset, with the caller's place in its waiting list; its texts in the reader's language, and for an admin also as written (english, translations)",
  params: idParams,
  replies: { 200: assetReply, ...notFound },
});

export const getAssetByCode = endpoint({
  method: 'GET',
  // Beside /api/assets/{id}/… rather than under it, so no path of the document reads two ways.
  path: '/api/assetCodes/:code',
  access: 'signedIn',
  summary: "The asset with this short code, as printed under its QR code (WC-0042) or as typed (wc-42, WC 0042, wc0042), with the caller's place in its waiting list; 404 when no asset has it",
  params: shortCodeParams,
  replies: { 200: assetReply, ...notFound },
});

export const myRequestsForAsset = endpoint({
  method: 'GET',
  path: '/api/assets/:id/requests',
  access: 'signedIn',
  summary: "The caller's own requests for this asset, newest first, a page at a time",
  params: idParams,
  query: myRequestsForAssetQuery,
  replies: { 200: assetRequestDetailsReply, ...notFound },
});

export const assetAvailability = endpoint({
  method: 'GET',
  path: '/api/assets/:id/availability',
  access: 'signedIn',
  summary: 'How many units are free on each day of a period (at most 92 days), and the approved loans over it',
  params: idParams,
  query: assetAvailabilityQuery,
  replies: { 200: assetAvailabilityReply, ...notFound },
});

export const assetHistory = endpoint({
  method: 'GET',
  path: '/api/assets/:id/history',
  access: admin,
  summary: "The asset's history, newest first, paged: added, edited with what changed, loans approved, handed over and returned, repairs (admin)",
  params: idParams,
  query: assetHistoryQuery,
  replies: { 200: assetHistoryReply, ...notFound },
});

export const createAsset = endpoint({
  method: 'POST',
  path: '/api/assets',
  access: admin,
  summary: 'Add an asset, as JSON or form data; the image is a url from POST /api/assets/image; an optional pickup note, and the texts in other languages (translations, JSON only) (admin)',
  body: assetBody,
  accepts: 'form',
  replies: { 201: savedAssetReply },
});

export const updateAsset = endpoint({
  method: 'PUT',
  path: '/api/assets/:id',
  access: admin,
  summary: 'Edit an asset, every field given: a pickup note or translation left out is removed (admin)',
  params: idParams,
  body: assetBody,
  accepts: 'form',
  replies: { 200: savedAssetReply, ...notFound },
});

export const requestAsset = endpoint({
  ...routes.requestAsset,
  summary: `Ask to borrow 1-3 units of an asset for a period (returnDate at most 30 days after the start; 14 when left out); no more than are free on each of its days; 409 HAS_OVERDUE_LOAN while a loan of mine is overdue, 409 ALREADY_ASKED_FOR_ASSET while my request for it waits for a decision, 409 TOO_MANY_PENDING_ASSET_REQUESTS with PENDING_ASSET_REQUESTS_MAX (${PENDING_ASSET_REQUESTS_MAX}) waiting`,
  params: idParams,
  body: createAssetRequestBody,
  idempotent: true,
  replies: { 201: createAssetRequestReply, ...notFound, 409: errorBody },
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
  summary: 'Every asset request with its requester, searched by asset or requester name, filtered and sorted; status=overdue lists loans past their return day, oldest due first (admin)',
  query: adminAssetRequestsQuery,
  replies: { 200: adminAssetRequestsReply },
});

export const decideAssetRequest = endpoint({
  method: 'PATCH',
  path: '/api/assetRequests/:id',
  access: admin,
  summary:
    "Approve (reserving the units for its period; 400 when a day of it has too few free) or reject a pending request; take back an approved loan not handed over (status cancelled: its units back on the shelf, offered to the waiting list, the borrower told); or mark an approved one returned, in good condition or needing repair, with `checklist` naming every item of the asset's checklist (400 CHECKLIST_INCOMPLETE otherwise); a return refunds the loan's deposit, with `refundReference` for a UPI refund (admin)",
  params: idParams,
  body: decideAssetRequestBody,
  replies: { 200: decideAssetRequestReply, ...notFound, 409: errorBody },
});

export const cancelAssetRequest = endpoint({
  method: 'POST',
  path: '/api/assetRequests/:id/cancel',
  access: user,
  summary:
    "Cancel my own request while it is pending, or an approved loan before its units are handed over: they go back to stock and the first in the waiting list is told; 200 unchanged when it is already cancelled, 404 for another person's request",
  params: idParams,
  replies: { 200: cancelAssetRequestReply, ...notFound, 409: errorBody },
});

export const renewAssetRequest = endpoint({
  method: 'POST',
  path: '/api/assetRequests/:id/renew',
  access: user,
  summary:
    "Renew my loan while it is out: a later return day within the asset's longest loan from the first day (400 LOAN_TOO_LONG), at most maxRenewals times (409 RENEWALS_USED_UP), refused when a booked loan (409 RENEW_RESERVED) or a waiting person (409 RENEW_WAITLIST) needs the units in the added days; the return reminders follow the new day. 404 for another person's request",
  params: idParams,
  body: renewAssetRequestBody,
  replies: { 200: renewAssetRequestReply, ...notFound, 409: errorBody },
});

export const overdueLoansCsv = endpoint({
  method: 'GET',
  path: '/api/assetRequests/overdue.csv',
  access: admin,
  summary:
    "The overdue loans as a call list, overdue_{yyyy-MM-dd}.csv, headed in the reader's language: name, phone, e-mail, address, asset, code, quantity, due date, days late (admin)",
  produces: ['text/csv'],
  replies: { 200: null },
});

export const depositsCsv = endpoint({
  method: 'GET',
  path: '/api/assetRequests/deposits.csv',
  access: admin,
  summary:
    "Every deposit taken or refunded in a period (from, to: yyyy-MM-dd, both counted, at most 366 days; the current month in India when left out), one row a loan, as deposits_{from}_{to}.csv headed in the reader's language: date taken, borrower, phone, asset, code, amount, method, reference, date refunded, refund reference (admin)",
  query: depositsCsvQuery,
  produces: ['text/csv'],
  replies: { 200: null },
});

export const assetLabelsPdf = endpoint({
  method: 'GET',
  path: '/api/assets/labels.pdf',
  access: admin,
  summary:
    "A sheet of labels to stick on the equipment, as an A4 PDF of 24 a page: each with the asset's name in the reader's language, its short code and the QR code the Scan page reads, one per id in the order given (an id named twice prints twice); 404 ASSET_NOT_FOUND when an id names no asset, so a sheet never leaves a label out unnoticed (admin)",
  query: assetLabelsQuery,
  produces: ['application/pdf'],
  replies: { 200: null, ...notFound },
});

export const handOver = endpoint({
  method: 'POST',
  path: '/api/assetRequests/:id/handover',
  access: admin,
  summary:
    "Record that the units of an approved loan were handed to the borrower: they leave the shelf now (admin); 409 ALREADY_HANDED_OVER when they already were, 409 NOT_ON_SHELF when an earlier loan still has them. When the asset asks a deposit, `deposit` says how it was paid (cash, or UPI with its transaction id) and the loan keeps the asset's amount; 400 DEPOSIT_REQUIRED without it. An asset that asks none ignores a `deposit`",
  params: idParams,
  body: handOverBody,
  replies: { 200: handOverReply, ...notFound, 409: errorBody },
});

export const assetLoans = endpoint({
  method: 'GET',
  path: '/api/assets/:id/loans',
  access: admin,
  summary:
    "The asset's approved loans not yet returned, with their borrowers, soonest first, a page at a time, searched by the borrower's name: to hand over or take back (admin)",
  params: idParams,
  query: assetLoansQuery,
  replies: { 200: assetLoansReply, ...notFound },
});

export const assetRepairs = endpoint({
  method: 'GET',
  path: '/api/assets/:id/repairs',
  access: admin,
  summary: "The asset's units waiting for repair, oldest first (admin)",
  params: idParams,
  replies: { 200: assetRepairsReply, ...notFound },
});

export const repairReady = endpoint({
  method: 'POST',
  path: '/api/assets/:id/repairs/:repairId/ready',
  access: admin,
  summary: 'Mark repaired units ready: they go back in stock, and the first in the waiting list is told (admin)',
  params: repairParams,
  replies: { 200: repairReadyReply, 404: errorBody, 409: errorBody },
});

export const joinWaitlist = endpoint({
  method: 'POST',
  path: '/api/assets/:id/waitlist',
  access: user,
  summary: 'Wait in line for an asset with no unit free; told when one comes back, with 48 hours to ask for it',
  params: idParams,
  replies: { 201: waitlistJoinedReply, 404: errorBody, 409: errorBody },
});

export const leaveWaitlist = endpoint({
  method: 'DELETE',
  path: '/api/assets/:id/waitlist',
  access: user,
  summary: "Leave an asset's waiting list",
  params: idParams,
  replies: { 200: waitlistLeftReply, ...notFound },
});
