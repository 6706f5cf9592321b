/** What the address calls and the address book say (spec 2 §5 "New address", §8). */
export const addressMessages = {
  created: () => 'Address created successfully!',
  updated: () => 'Address updated successfully!',
  madePrimary: () => 'Primary address changed successfully!',
  deleted: () => 'Address deleted successfully!',
  notFound: () => 'Address not found',
  /** Adding one more to a book that holds ADDRESSES_MAX. */
  bookFull: (max: number) => `You can keep up to ${max} addresses. Delete one you no longer use to add another.`,
  latitudeInvalid: () => 'Latitude must be between -90 and 90',
  longitudeInvalid: () => 'Longitude must be between -180 and 180',
  coordinatesTogether: () => 'Give both latitude and longitude, or neither',
  /** The page's own words when a call fails without a message of the server's. */
  createFailed: () => 'Failed to create address',
  updateFailed: () => 'Failed to update address',
  makePrimaryFailed: () => 'Failed to change the primary address',
  deleteFailed: () => 'Failed to delete address',
  listFailed: () => 'Failed to fetch addresses',
  /** Shown for an address whose coordinates are unknown. */
  noLocation: () => 'No location: distance matching unavailable',
  /** Shown for an address located by its PIN code, in the address book and the address form. */
  fromPincode: (pincode: string) => `Location: from PIN code ${pincode} (approximate)`,
  /** The same, where a "Location" label stands before it. */
  pincodeArea: (pincode: string) => `From PIN code ${pincode} (approximate)`,
  /** Before a valid PIN code is typed, for an address that will be located by it. */
  fromPincodeToCome: () => 'Location: from the PIN code (approximate)',
  /** Shown for an address whose location the person shared from their device. */
  fromDevice: () => 'Location: shared from your device',
  /** A six-digit PIN code the server's table does not know (GET /api/pincodes/{pin}), said beside the field. */
  pincodeUnknown: () => 'We do not know this PIN code. Check it, or type the city and state yourself.',
  /** Said beside the PIN code once its city and state were filled in. */
  pincodeFilled: (city: string, state: string) => `City and state filled in from the PIN code: ${city}, ${state}.`,
  /** Said beside the PIN code when the city or state typed is not the one the PIN code is in; what was typed stays. */
  pincodeElsewhere: (city: string, state: string) => `This PIN code is in ${city}, ${state}.`,
  /** Shown when a changed place dropped the location the address had. */
  locationCleared: () => 'The place changed, so the location you shared was removed and the PIN code is used. Use your current location to share it again.',
} as const;
