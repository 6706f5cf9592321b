import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of meetings: every list shares a prefix, so a change refreshes them all. */
export const meetingKeys = {
  all: queryRoots.meetings,
  lists: () => [...queryRoots.meetings, 'list'] as const,
  list: (scope: 'all' | 'mine', params: { page: number; limit: number; search: string; status?: string | undefined }) =>
    [...queryRoots.meetings, 'list', scope, params] as const,
  detail: (id: string) => [...queryRoots.meetings, 'one', id] as const,
  iceServers: (id: string) => [...queryRoots.meetings, 'one', id, 'ice-servers'] as const,
  participantChoices: [...queryRoots.meetings, 'participant-choices'] as const,
};
