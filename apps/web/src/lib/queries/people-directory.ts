/**
 * The one wrapper of the people endpoints (GET /api/users, /api/volunteers and each of their
 * `{id}`). Several domains read people: the admin's people pages, a volunteer's own profile, the
 * invitations of a meeting and the choice of a volunteer for an assistance request. Each builds
 * its own query on these readers, under the `users` or `volunteers` root of lib/queries/query-roots.ts.
 */
import { getUser, getVolunteer, listUsers, listVolunteers } from '@sahaya/contract/people/endpoints';
import type {
  ListVolunteersQuery,
  PersonDetails,
  PersonListItem,
  VolunteerDetails,
  VolunteerListItem,
} from '@sahaya/contract/people/schemas';
import type { Address } from '@sahaya/contract/users';
import type { PageCursors } from '@sahaya/contract/common';
import { call } from '../api/api-client.ts';

export type PersonKind = 'user' | 'volunteer';

/** A person's details and primary address, whichever of the two lists they are on. */
export interface PersonRecord<P extends PersonDetails = PersonDetails> {
  person: P;
  address: Address | null;
}

export function getPersonRecord(kind: 'volunteer', id: string): Promise<PersonRecord<VolunteerDetails>>;
export function getPersonRecord(kind: PersonKind, id: string): Promise<PersonRecord>;
export async function getPersonRecord(kind: PersonKind, id: string): Promise<PersonRecord> {
  if (kind === 'user') {
    const reply = await call(getUser, { params: { id } });
    return { person: reply.user, address: reply.address };
  }
  const reply = await call(getVolunteer, { params: { id } });
  return { person: reply.volunteer, address: reply.address };
}

/** One page of a list of people: both lists answer the same shape under their own names. */
export interface PeopleReply<P extends PersonListItem = PersonListItem> extends PageCursors {
  people: P[];
  totalPages: number;
  total: number;
}

/**
 * What a list is asked for: the page (from 1), where it starts (a cursor), its size (0 for all) and
 * the search; volunteers also filter.
 */
export type PeopleQuery = Partial<Pick<ListVolunteersQuery, 'page' | 'cursor' | 'limit' | 'search' | 'available'>>;

export function listPeople(kind: 'volunteer', query: PeopleQuery): Promise<PeopleReply<VolunteerListItem>>;
export function listPeople(kind: PersonKind, query: PeopleQuery): Promise<PeopleReply>;
export async function listPeople(kind: PersonKind, { available, ...query }: PeopleQuery): Promise<PeopleReply> {
  if (kind === 'user') {
    const { users, totalPages, totalUsers, nextCursor, previousCursor } = await call(listUsers, { query });
    return { people: users, totalPages, total: totalUsers, nextCursor, previousCursor };
  }
  const reply = await call(listVolunteers, { query: { ...query, ...(available === undefined ? {} : { available }) } });
  const { volunteers, totalPages, totalVolunteers, nextCursor, previousCursor } = reply;
  return { people: volunteers, totalPages, total: totalVolunteers, nextCursor, previousCursor };
}
