import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPeople, type PersonKind } from '../../../lib/queries/people-directory.ts';
import { meetingKeys } from './keys.ts';

export interface ParticipantChoice {
  _id: string;
  name: string;
  /** How the admin tells two people of one name apart: their e-mail address, or their number. */
  email: string | null;
}

export interface ParticipantChoices {
  users: ParticipantChoice[];
  volunteers: ParticipantChoice[];
}

/**
 * Everybody who can be invited, as the spec's picker reads them (page 1, limit 0 meaning all). The
 * server caps a page, so the later pages are read too: All Users must mean all of them.
 */
async function everyPage<T>(read: (page: number) => Promise<{ rows: T[]; totalPages: number }>): Promise<T[]> {
  const first = await read(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => read(index + 2)));
  return [first, ...rest].flatMap((page) => page.rows);
}

const choice = ({ _id, name, email }: ParticipantChoice): ParticipantChoice => ({ _id, name, email });

/** Every person of one kind, through the people lists (lib/queries/people-directory.ts). */
const everyone = (kind: PersonKind) =>
  everyPage(async (page) => {
    const reply = await listPeople(kind, { page, limit: 0 });
    return { rows: reply.people.map(choice), totalPages: reply.totalPages };
  });

export async function listParticipantChoices(): Promise<ParticipantChoices> {
  const [users, volunteers] = await Promise.all([everyone('user'), everyone('volunteer')]);
  return { users, volunteers };
}

export const participantChoicesQueryOptions = queryOptions({
  queryKey: meetingKeys.participantChoices,
  queryFn: listParticipantChoices,
});

export function useParticipantChoices(enabled: boolean) {
  return useQuery({ ...participantChoicesQueryOptions, enabled });
}
