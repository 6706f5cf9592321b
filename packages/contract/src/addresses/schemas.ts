/** A person's addresses (spec 2 §5 "New address", §7 GET/POST /api/addresses). */
import { z } from 'zod';
import { addressFields } from '../fields.ts';
import { addressMessages as m } from './messages.ts';
import { address } from '../users.ts';

/**
 * Coordinates come from the browser's location; forms send text, so both numbers and text are
 * read. Left out, a coordinate reads as `undefined` ("keep what is saved while the place is the
 * same"); `null` or empty text clears it. The number takes the `null`, not the union, because
 * OpenAPI 3.0 reads `nullable` only beside a `type`, and a union has none.
 */
const coordinate = (min: number, max: number, message: string) =>
  z
    .union([z.number().nullable(), z.string().trim()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : Number(v)))
    .refine((v) => v === undefined || v === null || (Number.isFinite(v) && v >= min && v <= max), message);

/** Latitude and longitude of a place, given together or not at all. */
export const coordinateFields = {
  latitude: coordinate(-90, 90, m.latitudeInvalid),
  longitude: coordinate(-180, 180, m.longitudeInvalid),
};

/** Both coordinates or neither, checked on the object that holds them. */
export const together = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null);
export const togetherRule = { message: m.coordinatesTogether, path: ['latitude'] };

/** POST /api/addresses: the new-address form; the first address a person adds becomes primary. */
export const createAddressBody = z.object({ ...addressFields, ...coordinateFields }).refine(together, togetherRule);
export type CreateAddressBody = z.infer<typeof createAddressBody>;
/** What the form holds before validation. */
export type CreateAddressForm = z.input<typeof createAddressBody>;

export const createAddressReply = z.object({ _id: z.string(), message: z.string(), address });
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
export const addressReply = z.object({ message: z.string(), address });
export type AddressReply = z.infer<typeof addressReply>;

/** DELETE /api/addresses/{id}: the address that is primary afterwards (the next newest), if any. */
export const deleteAddressReply = z.object({ message: z.string(), primaryId: z.string().nullable() });
export type DeleteAddressReply = z.infer<typeof deleteAddressReply>;

/**
 * Newest first. Each address says whether it is the primary one and whether it has a location, so
 * a form that picks an address (an assistance request) needs nothing else.
 */
export const listAddressesReply = z.object({ addresses: z.array(address) });
export type ListAddressesReply = z.infer<typeof listAddressesReply>;
