import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAddresses } from '@sahaya/contract/addresses/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { addressKeys } from './keys.ts';

export const addressesQueryOptions = queryOptions({ queryKey: addressKeys.all, queryFn: () => call(listAddresses) });

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}
