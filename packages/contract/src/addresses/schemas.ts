/** A person's addresses (spec 2 §5 "New address", §7 GET/POST /api/addresses). */
import { z } from 'zod';
import { said } from '../common.ts';
import { addressFields, numberTexts, optionalLname, pincode } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { addressMessages } from './messages.ts';
import { address } from '../users.ts';

/**
 * The most addresses one person keeps: home, a relative's, a clinic and a few more, with room to
 * spare. The book is never read in part, so it needs no pages, and adding past it is refused
 * (ADDRESS_BOOK_FULL) rather than letting one account grow a table without end.
 */
export const ADDRESSES_MAX = 50;

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('addressMessages', addressMessages);

/**
 * Coordinates come from the browser's location; forms send text, so both numbers and text are
 * read, text by a pattern that holds the same range (fields.ts). Left out, a coordinate reads as
 * `undefined` ("keep what is saved while the place is the same"); `null` or empty text clears it.
 */
const coordinate = (min: number, max: number, text: RegExp, message: string) =>
  z
    .union(
      [
        z.number({ error: message }).min(min, message).max(max, message),
        z.null(),
        z.string({ error: message }).regex(text, message),
      ],
      { error: message },
    )
    // Read after the union: a transform inside a member would hide that member's own message.
    .transform((v) => (typeof v !== 'string' ? v : v.trim() === '' ? null : Number(v)))
    .optional();

/** Latitude and longitude of a place, given together or not at all. */
export const coordinateFields = {
  latitude: coordinate(-90, 90, numberTexts.latitude, m.latitudeInvalid),
  longitude: coordinate(-180, 180, numberTexts.longitude, m.longitudeInvalid),
};

/** Both coordinates or neither, checked on the object that holds them. */
export const together = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null);
export const togetherRule = { message: m.coordinatesTogether, path: ['latitude'] };

/**
 * POST /api/addresses: the new-address form; the first address a person adds becomes primary. The
 * last name may be left empty (issue 36: not everybody has one), which is saved as none.
 */
export const createAddressBody = z.object({ ...addressFields, lname: optionalLname, ...coordinateFields }).refine(together, togetherRule);
export type CreateAddressBody = z.infer<typeof createAddressBody>;
/** What the form holds before validation. */
export type CreateAddressForm = z.input<typeof createAddressBody>;

export const createAddressReply = z.object({ _id: z.string(), ...said, address });
export type CreateAddressReply = z.infer<typeof createAddressReply>;

/**
 * PUT /api/addresses/{id}: the same fields as a new address. Coordinates left out are kept while
 * street, city, state, country and pincode stay the same and removed when the place changed, so an
 * old location never sticks to a new place; `null` removes them, numbers replace them.
 */
export const updateAddressBody = createAddressBody;
export type UpdateAddressBody = z.infer<typeof updateAddressBody>;
export type UpdateAddressForm = z.input<typeof updateAddressBody>;

/** The answer of a change to one address: what it is now. */
export const addressReply = z.object({ ...said, address });
export type AddressReply = z.infer<typeof addressReply>;

/** DELETE /api/addresses/{id}: the address that is primary afterwards (the next newest), if any. */
export const deleteAddressReply = z.object({ ...said, primaryId: z.string().nullable() });
export type DeleteAddressReply = z.infer<typeof deleteAddressReply>;

/**
 * Newest first. Each address says whether it is the primary one and whether it has a location, so
 * a form that picks an address (an assistance request) needs nothing else.
 */
export const listAddressesReply = z.object({ addresses: z.array(address) });
export type ListAddressesReply = z.infer<typeof listAddressesReply>;

/** GET /api/pincodes/{pin}: a six-digit PIN code, by the address form's own rule. */
export const pincodeParams = z.object({ pin: pincode });
export type PincodeParams = z.infer<typeof pincodeParams>;

/** The city (its district, as India Post names it) and state of a PIN code, for the address form to fill in. */
export const pincodeReply = z.object({ pin: z.string(), city: z.string(), state: z.string() });
export type PincodeReply = z.infer<typeof pincodeReply>;
