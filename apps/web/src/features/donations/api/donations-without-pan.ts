import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { donationsWithoutPan } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { donationKeys, type WithoutPanParams } from './keys.ts';

export const donationsWithoutPanQueryOptions = (query: WithoutPanParams) =>
  queryOptions({
    queryKey: donationKeys.withoutPan(query),
    queryFn: () => call(donationsWithoutPan, { query }),
    placeholderData: keepPreviousData,
  });

/** A financial year's receipts that carry no donor PAN, a page at a time. */
export function useDonationsWithoutPan(query: WithoutPanParams) {
  return useQuery(donationsWithoutPanQueryOptions(query));
}
