import type { Address } from '@sahaya/contract/users';

/** The place chooser's value for the device's position rather than a saved address. */
export const CURRENT_LOCATION = 'current';

export interface SearchPlace {
  /** The address's id: what the Nearby call is asked with. */
  value: string;
  /** How the chooser names it: the street and town, and which one is primary. */
  label: string;
  /** Without a location nothing can be measured from it, so it cannot be chosen. */
  located: boolean;
}

/** Street and town, enough for a volunteer to tell their own places apart. */
export const placeName = (address: Pick<Address, 'street' | 'city'>) => `${address.street}, ${address.city}`;

/**
 * The saved addresses a volunteer may search from, primary first and the others in the address
 * book's order, each saying whether it can be chosen.
 */
export function searchPlaces(addresses: readonly Address[]): SearchPlace[] {
  const ordered = [...addresses.filter((a) => a.isPrimary), ...addresses.filter((a) => !a.isPrimary)];
  return ordered.map((address) => {
    const located = address.latitude !== null && address.longitude !== null;
    const notes = [address.isPrimary ? 'primary' : null, located ? null : 'no location on the map'].filter(Boolean);
    return { value: address._id, label: notes.length ? `${placeName(address)} (${notes.join(', ')})` : placeName(address), located };
  });
}
