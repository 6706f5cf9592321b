/** A person's addresses; each person sees and changes only their own. */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  addressReply,
  createAddressBody,
  createAddressReply,
  deleteAddressReply,
  listAddressesReply,
  pincodeParams,
  pincodeReply,
  updateAddressBody,
} from './schemas.ts';

/** Another person's address answers as if it did not exist. */
const notFound = { 404: errorBody };

export const listAddresses = endpoint({
  method: 'GET',
  path: '/api/addresses',
  access: ['user', 'volunteer'],
  summary: 'My addresses, newest first, each with isPrimary and hasLocation',
  replies: { 200: listAddressesReply },
});

export const createAddress = endpoint({
  method: 'POST',
  path: '/api/addresses',
  access: ['user', 'volunteer'],
  summary:
    'Add an address (coordinates optional, and not kept after withdrawing consent to device location); my first address becomes primary; 409 ADDRESS_BOOK_FULL past ADDRESSES_MAX (50)',
  body: createAddressBody,
  replies: { 201: createAddressReply, 409: errorBody },
});

export const updateAddress = endpoint({
  method: 'PUT',
  path: '/api/addresses/:id',
  access: ['user', 'volunteer'],
  summary: 'Edit one of my addresses; its location is kept only while the place stays the same',
  params: idParams,
  body: updateAddressBody,
  replies: { 200: addressReply, ...notFound },
});

export const makePrimaryAddress = endpoint({
  method: 'PATCH',
  path: '/api/addresses/:id/primary',
  access: ['user', 'volunteer'],
  summary: 'Make one of my addresses the primary one (the one my profile shows)',
  params: idParams,
  replies: { 200: addressReply, ...notFound },
});

export const deleteAddress = endpoint({
  method: 'DELETE',
  path: '/api/addresses/:id',
  access: ['user', 'volunteer'],
  summary: 'Delete one of my addresses; when it was primary, the next newest becomes primary',
  params: idParams,
  replies: { 200: deleteAddressReply, ...notFound },
});

export const getPincode = endpoint({
  method: 'GET',
  path: '/api/pincodes/:pin',
  access: 'signedIn',
  summary: 'The city (district) and state of an Indian PIN code, for an address form to fill in; 404 PINCODE_NOT_FOUND for one not known',
  params: pincodeParams,
  replies: { 200: pincodeReply, 404: errorBody },
});
