import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCESS_LOG_PAGE_SIZE } from '@sahaya/contract/privacy/access-log';
import { getAccessLog } from '@sahaya/contract/privacy/rights-endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { profileKeys } from './keys.ts';

/** A page of who has seen one's data (GET /api/users/me/access-log), newest first. */
export function fetchAccessLog(page: number) {
  return call(getAccessLog, { query: { page, limit: ACCESS_LOG_PAGE_SIZE } });
}

export const accessLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: profileKeys.accessLog(page),
    queryFn: () => fetchAccessLog(page),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAccessLog(page: number) {
  return useQuery(accessLogQueryOptions(page));
}
