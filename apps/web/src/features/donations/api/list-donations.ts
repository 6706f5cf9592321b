import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listDonations } from '@sahaya/contract/donations/endpoints';
import type { AdminDonationsQuery } from '@sahaya/contract/donations/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { donationKeys } from './keys.ts';

export const listDonationsQueryOptions = (query: AdminDonationsQuery) =>
  queryOptions({
    queryKey: donationKeys.adminList(query),
    queryFn: () => call(listDonations, { query }),
    placeholderData: keepPreviousData,
  });

export function useListDonations(query: AdminDonationsQuery) {
  return useQuery(listDonationsQueryOptions(query));
}
