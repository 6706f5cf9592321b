/** Query keys of meetings: every list shares a prefix, so a change refreshes them all. */
export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => ['meetings', 'list'] as const,
  list: (scope: 'all' | 'mine', params: { page: number; limit: number; search: string; status?: string | undefined }) =>
    ['meetings', 'list', scope, params] as const,
  detail: (id: string) => ['meetings', 'one', id] as const,
  participantChoices: ['meetings', 'participant-choices'] as const,
};
