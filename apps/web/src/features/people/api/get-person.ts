import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonRecord, type PersonKind, type PersonRecord } from '../../../lib/queries/people-directory.ts';
import { peopleKeys } from './keys.ts';

/** A person's details and address, read through lib/queries/people-directory.ts (GET /api/users/{id} or /api/volunteers/{id}). */
export const getPersonQueryOptions = (kind: PersonKind, id: string) =>
  queryOptions<PersonRecord>({ queryKey: peopleKeys.detail(kind, id), queryFn: () => getPersonRecord(kind, id), retry: false });

/** `enabled` false holds the read back, as the User Details dialog does while it is shut. */
export function useGetPerson(kind: PersonKind, id: string, enabled = true) {
  return useQuery({ ...getPersonQueryOptions(kind, id), enabled });
}
