import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser } from '@sahaya/contract/people/endpoints';
import { call } from '../../../lib/api-client.ts';
import { requestManagementKeys } from './keys.ts';

/** The person who made a request, with their address, for the User Details dialog (GET /api/users/{id}). */
export async function getRequester(id: string) {
  const reply = await call(getUser, { params: { id } });
  return { person: reply.user, address: reply.address };
}

export const getRequesterQueryOptions = (id: string) =>
  queryOptions({ queryKey: requestManagementKeys.user(id), queryFn: () => getRequester(id), retry: false });

export function useGetRequester(id: string | null) {
  return useQuery({ ...getRequesterQueryOptions(id ?? ''), enabled: id !== null });
}
