import type { Address } from '@sahaya/contract/users';

/** The primary address first (the one the profile shows), then the others newest first. */
export const primaryFirst = (list: Address[]) => [...list].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

/** The name on an address, or '' when it carries none. */
export const nameOf = (address: Address) => [address.fname, address.lname].filter(Boolean).join(' ');
