import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListAddressesReply } from '@sahaya/contract/addresses';
import { api } from '../../../lib/api-client.ts';

export const addressesQueryKey = ['addresses'] as const;

export function getAddresses(): Promise<ListAddressesReply> {
  return api.get<ListAddressesReply>('/api/addresses');
}

export const addressesQueryOptions = queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses });

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}
