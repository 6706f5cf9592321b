import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, PublicUser } from '@sahaya/contract/users';
import { api } from '../../../lib/api-client.ts';

export interface MeReply {
  user: PublicUser;
  address: Address | null;
}

export function getMe(): Promise<MeReply> {
  return api.get<MeReply>('/api/users/me');
}

export const meQueryOptions = queryOptions({ queryKey: ['users', 'me'], queryFn: getMe, retry: false });

export function useMe() {
  return useQuery(meQueryOptions);
}
