/**
 * People made for a scenario that asks for help in numbers (dispatch.ts). A person may hold only
 * OPEN_ASSISTANCE_REQUESTS_MAX requests for help open, so thousands of requests take hundreds of
 * people: each is made with a live session, as a login would open it, and one address of their
 * own at the scenario's place, and requester-request.cjs sends every request as the next of them in
 * turn. Their emails name the block they were made for, so a run's people, and those a run stopped
 * half-way left behind, are found again and removed with everything that refers to them.
 */
import { OPEN_ASSISTANCE_REQUESTS_MAX } from '@sahaya/contract/assistance-requests/schemas';
import { DOMAIN } from './seed.ts';
import type { SqlRunner } from './target.ts';

export interface Place {
  street: string;
  city: string;
  state: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

export interface Requester {
  userId: string;
  sessionId: string;
  addressId: string;
}

/** The emails of a block's requesters, or of every block's, as a `like` pattern. */
export const requesterEmails = (block?: number) => `dispatch-requester-${block === undefined ? '' : `${block}-`}%@${DOMAIN}`;

/** The requesters whose emails match the pattern in parameter `param` (`$1`, ...). */
export const requestersMatching = (param: string) => `select id from users where email like ${param}`;

/** The addresses of the requesters whose emails match the pattern in parameter `param`. */
export const addressesOfRequesters = (param: string) =>
  `select a.id from addresses a join users u on u.id = a.user_id where u.email like ${param}`;

/** How many requesters `requests` requests need, each person holding no more than the app lets them open. */
export const requestersFor = (requests: number) => Math.max(1, Math.ceil(requests / OPEN_ASSISTANCE_REQUESTS_MAX));

/**
 * `count` people of block `block`, each with a session and an address at `place` (their only one,
 * so their primary one), in one statement. Nobody signs in as them, so they have no password.
 */
export async function makeRequesters(db: SqlRunner, block: number, count: number, place: Place): Promise<Requester[]> {
  const rows = await db.query(
    `with people as (
       -- Each email is the block's pattern with the person's number for its wildcard.
       insert into users (name, email, role, is_verified)
       select 'Bench Requester', replace($1, '%', i::text), 'user', true from generate_series(1, $2::int) as i
       returning id
     ), opened as (
       insert into sessions (user_id, expires_at, user_agent)
       select id, now() + interval '1 day', 'sahaya-bench' from people
       returning id, user_id
     ), placed as (
       insert into addresses (user_id, fname, lname, street, city, state, country, pincode, latitude, longitude, is_primary)
       select id, 'Bench', 'Requester', $3, $4, $5, 'India', $6, $7, $8, true from people
       returning id, user_id
     )
     select o.user_id as "userId", o.id as "sessionId", p.id as "addressId" from opened o join placed p using (user_id)`,
    [requesterEmails(block), count, place.street, place.city, place.state, place.pincode, place.latitude, place.longitude],
  );
  return rows.map((r) => ({ userId: String(r.userId), sessionId: String(r.sessionId), addressId: String(r.addressId) }));
}

/**
 * Removes the requesters whose emails match `pattern` (every block's unless narrowed); their
 * sessions, addresses and anything else of theirs go with them. Their requests for help should be
 * gone first, with the notices and jobs that name them (dispatch.ts).
 */
export async function removeRequesters(db: SqlRunner, pattern = requesterEmails()): Promise<void> {
  await db.query(`delete from users where email like $1`, [pattern]);
}
