import type { Availability } from '@sahaya/contract/dispatch/schemas';
import type { SavedPlace } from '../../../lib/saved-places.ts';

/** The places a volunteer may start from: their saved addresses with a location, primary first. */
export const startingPlaces = (places: readonly SavedPlace[]): SavedPlace[] => places.filter((place) => place.located);

/**
 * The duty form's values from the settings saved. The place is the one saved while the volunteer
 * may still start from it, or else the first they may (the primary address, when it has a
 * location), so Save never sends "no place" while there is one to send.
 */
export function dutyFormValues(saved: Availability, places: readonly SavedPlace[]): Availability {
  const chosen = places.find((place) => place.value === saved.addressId) ?? places[0];
  return { ...saved, addressId: chosen?.value ?? null, skills: [...saved.skills] };
}
