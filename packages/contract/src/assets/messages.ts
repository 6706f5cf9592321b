/** What the catalogue, the asset forms and the asset requests say (spec 2 §5, §8; spec 3 §4, §8). */
import { MAX_ASSET_REQUEST_QUANTITY, MAX_ASSET_STOCKS } from '../constants.ts';

export const assetMessages = {
  nameRequired: 'Please enter the asset name',
  nameInvalid: 'Name must be 2-30 letters and spaces',
  categoryRequired: 'Please select a category',
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: 'Description too long (max 500 characters)',
  stocksRequired: 'Please enter the stock',
  stocksInvalid: 'Stock must be a whole number',
  stocksNegative: 'Stock cannot be negative',
  stocksTooMany: `Stock cannot be more than ${MAX_ASSET_STOCKS}`,
  imageRequired: 'Please upload an image',
  imageInvalid: 'Please upload the image through the form',
  added: 'Asset added successfully!',
  updated: 'Asset updated successfully!',
  notFound: 'Asset not found',
  fetchFailed: 'Error fetching asset details',
  notFoundTitle: 'Asset Not Found',
  linkCopied: 'Link copied to clipboard!',
} as const;

export const assetRequestMessages = {
  dateRequired: 'Please select a date',
  datePast: 'Date cannot be in the past',
  quantityInvalid: `Quantity must be between 1 and ${MAX_ASSET_REQUEST_QUANTITY}`,
  outOfStock: 'This asset is out of stock',
  notEnoughStock: (left: number) => `Only ${left} left in stock`,
  requested: 'Asset requested successfully!',
  requestFailed: 'Error requesting asset!',
  listFailed: 'Error fetching requests',
  notFound: 'Request not found',
  commentTooLong: 'Comment too long (max 500 characters)',
  decisionInvalid: 'Choose to approve, reject or mark the request returned',
  /** The decisions an admin may take, and what is said when one does not fit the request's state. */
  onlyPendingDecided: 'Only a pending request can be approved or rejected.',
  onlyApprovedReturned: 'Only an approved request can be marked returned.',
  notEnoughToApprove: (left: number, asked: number) =>
    `Cannot approve: ${asked} unit(s) asked, ${left} left in stock. Reject it or wait for returns.`,
  approved: 'Request approved',
  rejected: 'Request rejected',
  returned: 'Marked as returned; the units are back in stock',
  /** What the requester is told, live and in the bell. */
  approvedNotice: (asset: string, comment: string | null) => `Your request for ${asset} was approved.${comment ? ` ${comment}` : ''}`,
  rejectedNotice: (asset: string, comment: string | null) => `Your request for ${asset} was rejected.${comment ? ` ${comment}` : ''}`,
  returnedNotice: (asset: string, comment: string | null) => `Thank you for returning ${asset}.${comment ? ` ${comment}` : ''}`,
} as const;
