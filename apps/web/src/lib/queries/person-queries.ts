/**
 * The signed-in person's own records that more than one feature changes: the profile shows the
 * primary address of the address book, and Edit Profile saves that address, so a change in either
 * refreshes both.
 */
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './me.ts';
import { queryRoots } from './query-roots.ts';

/** Refetches the person's record, in both readings (a volunteer's comes from the volunteer details call), and their address book. */
export function invalidatePersonRecords(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
    queryClient.invalidateQueries({ queryKey: queryRoots.volunteers }),
    queryClient.invalidateQueries({ queryKey: queryRoots.addresses }),
  ]);
}
