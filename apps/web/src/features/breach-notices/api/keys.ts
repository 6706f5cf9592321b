import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of breach notices: the list's pages share the root, so sending one refreshes them all. */
export const breachNoticeKeys = {
  all: [...queryRoots.privacy, 'breach-notices'] as const,
  list: (page: number) => [...queryRoots.privacy, 'breach-notices', 'list', page] as const,
  /** How many people and volunteers there are, for the confirmation of a notice to everyone. */
  everyoneCount: [...queryRoots.users, 'breach-notice-count'] as const,
  /** The people whose names match, for the picker of the people told. */
  peopleSearch: (search: string) => [...queryRoots.users, 'breach-notice-search', search] as const,
};
