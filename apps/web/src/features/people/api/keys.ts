import type { PersonKind } from '../../../lib/queries/people-directory.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

const root = (kind: PersonKind) => (kind === 'user' ? queryRoots.users : queryRoots.volunteers);

/** Query keys of people management: every list of one kind shares a prefix, so a change refreshes them all. */
export const peopleKeys = {
  lists: (kind: PersonKind) => [...root(kind), 'list'] as const,
  list: (kind: PersonKind, params: { page: number; limit: number; search: string }) => [...root(kind), 'list', params] as const,
  detail: (kind: PersonKind, id: string) => [...root(kind), 'detail', id] as const,
  /** A person's nominee, whichever list they are on: one account, one nominee. */
  nominee: (id: string) => [...queryRoots.users, id, 'nominee'] as const,
};
