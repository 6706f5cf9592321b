import type { QueryClient } from '@tanstack/react-query';
import { invalidatePersonRecords } from '../../../lib/queries/person-queries.ts';

/**
 * The roles that have a profile area. An admin's is the smallest: the info and the password, with
 * no certificates, address book or account deletion (the server refuses that to admins).
 */
export type ProfileRole = 'user' | 'volunteer' | 'admin';

/** Whether the role keeps an address book (My addresses) beside the primary address. */
export function hasAddressBook(role: ProfileRole): boolean {
  return role !== 'admin';
}

/**
 * After a profile change both readings of the profile (and the dashboard greeting) are refetched,
 * and the address book too, since Edit Profile saves the primary address.
 */
export function invalidateProfile(queryClient: QueryClient): Promise<unknown> {
  return invalidatePersonRecords(queryClient);
}
