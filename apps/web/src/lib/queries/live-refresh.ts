import type { Query } from '@tanstack/react-query';
import type { NotificationTopic } from '@sahaya/contract/constants';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Live notices of these topics mean what the query shows has changed on the server. */
      refreshOn?: readonly NotificationTopic[];
    };
  }
}

/**
 * Marks a query to be read again when a live notice of one of these topics arrives, so a page that
 * is open shows the admin's decision or the new meeting without being reloaded:
 * `queryOptions({ queryKey, queryFn, meta: refreshedBy('assetRequest') })`.
 */
export const refreshedBy = (...topics: NotificationTopic[]) => ({ refreshOn: topics });

/** Whether a live notice of `topic` changes what `query` shows. */
export const isRefreshedBy = (topic: NotificationTopic, query: Query) => query.meta?.refreshOn?.includes(topic) === true;

/** Whether any live notice changes what `query` shows: all such queries are read again after a reconnect. */
export const isRefreshedLive = (query: Query) => (query.meta?.refreshOn?.length ?? 0) > 0;
