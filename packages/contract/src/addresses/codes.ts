/** The errors of the address book, by code, each with its status and the spec's text. */
import { addressMessages } from './messages.ts';

export const addressErrors = {
  ADDRESS_NOT_FOUND: { status: 404, message: addressMessages.notFound },
  /** The book already holds ADDRESSES_MAX addresses (POST /api/addresses). */
  ADDRESS_BOOK_FULL: { status: 409, message: addressMessages.bookFull },
  /** A PIN code whose city and state the server does not know (GET /api/pincodes/{pin}). */
  PINCODE_NOT_FOUND: { status: 404, message: addressMessages.pincodeUnknown },
} as const;
