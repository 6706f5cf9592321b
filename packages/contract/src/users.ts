import { z } from 'zod';
import { genders, locationSources, roles } from './constants.ts';

/** The public shape of a person (user, volunteer or admin). Secrets never leave the server. */
export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null for a person who has a mobile number and no e-mail address. */
  email: z.string().nullable(),
  role: z.enum(roles),
  age: z.number().nullable(),
  gender: z.enum(genders).nullable(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  certificates: z.array(z.string()),
  isVerified: z.boolean(),
  isBlocked: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const address = z.object({
  _id: z.string(),
  fname: z.string().nullable(),
  lname: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The one address the profile shows; a person with any address has exactly one primary. */
  isPrimary: z.boolean(),
  /** Whether the coordinates are known, so nearby volunteers can be matched by distance. */
  hasLocation: z.boolean(),
  /**
   * Where the coordinates came from: `device`, shared by the person ("Use my current location"),
   * or `pin`, the approximate location of the address's PIN code; null without coordinates.
   */
  locationSource: z.enum(locationSources).nullable(),
});
export type Address = z.infer<typeof address>;
