import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAddresses } from '@sahaya/contract/addresses/endpoints';
import { call } from '../../../lib/api-client.ts';
import { addressesQueryKey } from '../../../lib/person-queries.ts';

/**
 * The person's address book, read under the book's own key, so an address added in place (or
 * anywhere else) refreshes the choices here as well.
 */
export const myAddressesQueryOptions = queryOptions({ queryKey: addressesQueryKey, queryFn: () => call(listAddresses) });

export function useMyAddresses() {
  return useQuery(myAddressesQueryOptions);
}
