import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Address } from '@sahaya/contract/users';

/**
 * One of a volunteer's saved addresses as a place to measure from: the Nearby list searches from
 * it, and a volunteer on duty is sent the requests near it.
 */
export interface SavedPlace {
  /** The address's id: what the call is asked with. */
  value: string;
  /** How a chooser names it: the street and town, and which one is primary. */
  label: string;
  /** Without a location nothing can be measured from it, so it cannot be chosen. */
  located: boolean;
}

/** Street and town, enough for a volunteer to tell their own places apart. */
export const placeName = (address: Pick<Address, 'street' | 'city'>) => `${address.street}, ${address.city}`;

/**
 * The saved addresses a volunteer may measure from, primary first and the others in the address
 * book's order, each saying whether it can be chosen.
 */
export function savedPlaces(i18n: I18n, addresses: readonly Address[]): SavedPlace[] {
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
