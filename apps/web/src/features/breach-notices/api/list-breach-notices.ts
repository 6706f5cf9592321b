import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBreachNotices } from '@sahaya/contract/privacy/rights-endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { breachNoticeKeys } from './keys.ts';

/** A page of the breach notices sent (GET /api/admin/breach-notices), newest first, each with how many were told. */
export function fetchBreachNotices(page: number) {
  return call(listBreachNotices, { query: { page } });
}

/** While a notice still goes out its count grows: the list asks again every few seconds meanwhile. */
const GOING_OUT_POLL_MS = 5000;

export const breachNoticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: breachNoticeKeys.list(page),
    queryFn: () => fetchBreachNotices(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const newest = query.state.data?.notices[0];
      // A notice sent in the last few minutes may still be on its way.
      return newest && Date.now() - Date.parse(newest.sentAt) < 5 * 60_000 ? GOING_OUT_POLL_MS : false;
    },
  });

export function useBreachNotices(page: number) {
  return useQuery(breachNoticesQueryOptions(page));
}
