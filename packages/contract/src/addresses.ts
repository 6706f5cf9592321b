/** A person's addresses (spec 2 §5 "New address", §7 GET/POST /api/addresses). */
import { z } from 'zod';
import { city, country, fname, lname, pincode, state, street } from './fields.ts';
import { profileMessages as m } from './messages.ts';
import { address } from './users.ts';

/** Coordinates come from the browser's location; forms send text, so both numbers and text are read. */
const coordinate = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .optional()
    .nullable()
    .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)))
    .refine((v) => v === null || (Number.isFinite(v) && v >= min && v <= max), message);

export const createAddressBody = z
  .object({
    fname,
    lname,
    street,
    city,
    state,
    country,
    pincode,
    latitude: coordinate(-90, 90, m.latitudeInvalid),
    longitude: coordinate(-180, 180, m.longitudeInvalid),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), { message: m.coordinatesTogether, path: ['latitude'] });
export type CreateAddressBody = z.infer<typeof createAddressBody>;
/** What the form holds before validation. */
export type CreateAddressForm = z.input<typeof createAddressBody>;

export const createAddressReply = z.object({ _id: z.string(), message: z.string(), address });
export type CreateAddressReply = z.infer<typeof createAddressReply>;

export const listAddressesReply = z.object({ addresses: z.array(address) });
export type ListAddressesReply = z.infer<typeof listAddressesReply>;
