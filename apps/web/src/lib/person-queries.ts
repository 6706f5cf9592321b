/**
 * Query keys of the signed-in person's own records that more than one feature changes: the
 * profile shows the primary address of the address book, and Edit Profile saves that address,
 * so a change in either refreshes both.
 */
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './me.ts';

/** The person's address book (GET /api/addresses). */
export const addressesQueryKey: readonly string[] = ['addresses'];

/** Every volunteer profile read (a volunteer's own profile comes from the volunteer details call). */
export const volunteerProfilesKey: readonly string[] = ['volunteers'];

/** Refetches the person's record, in both readings, and their address book. */
export function invalidatePersonRecords(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
    queryClient.invalidateQueries({ queryKey: volunteerProfilesKey }),
    queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  ]);
}
