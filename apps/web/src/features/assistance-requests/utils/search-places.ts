import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
export function searchPlaces(i18n: I18n, addresses: readonly Address[]): SearchPlace[] {
  const ordered = [...addresses.filter((a) => a.isPrimary), ...addresses.filter((a) => !a.isPrimary)];
  return ordered.map((address) => {
    const located = address.latitude !== null && address.longitude !== null;
    const place = placeName(address);
    const label = address.isPrimary
      ? located
        ? i18n._(msg`${place} (primary)`)
        : i18n._(msg`${place} (primary, no location on the map)`)
      : located
        ? place
        : i18n._(msg`${place} (no location on the map)`);
    return { value: address._id, label, located };
  });
}
