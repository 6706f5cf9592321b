/**
 * Which addresses the server locates by their PIN code when no location is shared: those in India,
 * whose PIN codes its table holds. Another country's six-digit postcode would land somewhere in
 * India, so an address elsewhere is not located that way. The form reads the same rule to say
 * where the location will come from.
 */
/** The country a new address starts with: Sahaya serves India, so most addresses are there. */
export const DEFAULT_COUNTRY = 'India';

const INDIA = new Set(['india', 'bharat', 'भारत']);

export const locatedByPincode = (country: string | undefined): boolean => INDIA.has((country ?? '').trim().toLowerCase());
