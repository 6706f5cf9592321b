/**
 * A volunteer's duty settings: on duty or not, the address they start from, how far they go and
 * the kinds of help they give. Off duty until they say otherwise. The place is one of their own
 * addresses with a location; going on duty without one takes the primary address when it has one.
 * Dispatch (modules/dispatch) asks here for the volunteers on duty near a request.
 */
import { and, between, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { volunteerTypes } from '@sahaya/contract/constants';
import { DEFAULT_DUTY_RADIUS_KM, DUTY_RADIUS_MAX_KM, type Availability } from '@sahaya/contract/dispatch/schemas';
import type { Db } from '../../db/client.ts';
import { boundingBox, kmBetween } from '../../db/great-circle.ts';
import { volunteerAvailability as va } from '../../db/schema/dispatch.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { addressOfPerson, locatedPrimaryAddress } from './addresses.service.ts';

const offDuty: Availability = { onDuty: false, radiusKm: DEFAULT_DUTY_RADIUS_KM, addressId: null, skills: [] };

const columns = {
  onDuty: va.onDuty,
  radiusKm: va.radiusKm,
  addressId: va.addressId,
  skills: va.skills,
};

/** The volunteer's settings, or the off-duty ones of a volunteer who never saved any. */
export async function availabilityOf(db: Db, volunteerId: string): Promise<Availability> {
  const [row] = await db.select(columns).from(va).where(eq(va.volunteerId, volunteerId));
  return row ?? offDuty;
}

/** The place the volunteer starts from: the address they chose, which must be theirs and located, else their located primary. */
async function placeOf(db: Db, volunteerId: string, { onDuty, addressId }: Availability): Promise<string | null> {
  if (addressId === null) {
    if (!onDuty) return null;
    const primary = await locatedPrimaryAddress(db, volunteerId);
    if (!primary) throw new AppError('DUTY_PLACE_REQUIRED', { field: 'addressId' });
    return primary;
  }
  const chosen = await addressOfPerson(db, volunteerId, addressId);
  if (!chosen) throw new AppError('DUTY_PLACE_NOT_FOUND', { field: 'addressId' });
  if (chosen.latitude === null || chosen.longitude === null) throw new AppError('DUTY_PLACE_NOT_LOCATED', { field: 'addressId' });
  return chosen.id;
}

/** Saves the volunteer's settings whole, and says what they mean. Bad input changes nothing. */
export async function setAvailability(db: Db, volunteerId: string, body: Availability) {
  const addressId = await placeOf(db, volunteerId, body);
  const values = { ...body, addressId };
  const [row] = await db
    .insert(va)
    .values({ volunteerId, ...values })
    .onConflictDoUpdate({ target: va.volunteerId, set: values })
    .returning(columns);
  if (!row) throw new Error('Availability upsert returned no row');
  return { ...row, ...(row.onDuty ? said('DUTY_ON', row.radiusKm) : said('DUTY_OFF')) };
}

/** What a request for help asks of the volunteers near it. */
export interface Wanted {
  latitude: number;
  longitude: number;
  /** The kind of volunteer asked for; null (an ambulance) takes any. */
  kind: (typeof volunteerTypes)[number] | null;
  /** Who asked: never told of their own request. */
  requesterId: string;
}

/**
 * The nearest `size` volunteers on duty for a request, with their distance: at a place of theirs
 * whose distance to it is within their own radius, giving the help asked for (or any), active and
 * unblocked, not the requester, and meeting the caller's own conditions on the volunteer's id
 * (`also`: not told already, not declined, under the task limit). The places in reach are read
 * off the addresses' location index (no radius is above DUTY_RADIUS_MAX_KM), then the few of
 * them a volunteer on duty starts from, by the partial index of the places on duty.
 *
 * The caller's conditions are asked of those few volunteers only, outside a subquery the planner
 * plans on its own (`offset 0` keeps it from merging the two). Inside, a condition such as the
 * task limit, which reads a set of volunteers once, would be charged again at every place the
 * join looks up, and the planner would read every volunteer on duty in the country instead.
 */
export function onDutyNear(db: Db, wanted: Wanted, size: number, also: (volunteerId: AnyPgColumn) => SQL[]) {
  const box = boundingBox(wanted.latitude, wanted.longitude, DUTY_RADIUS_MAX_KM);
  const distance = kmBetween(addresses.latitude, addresses.longitude, sql`${wanted.latitude}::float8`, sql`${wanted.longitude}::float8`);
  const inReach = db
    .select({ volunteerId: va.volunteerId, distanceKm: sql<number>`${distance}`.as('distance_km') })
    .from(addresses)
    .innerJoin(va, and(eq(va.addressId, addresses.id), sql`${va.onDuty}`))
    .innerJoin(users, eq(users.id, va.volunteerId))
    .where(
      and(
        sql`${addresses.latitude} is not null and ${addresses.longitude} is not null`,
        between(addresses.latitude, box.latMin, box.latMax),
        between(addresses.longitude, box.lonMin, box.lonMax),
        sql`${distance} <= ${va.radiusKm}`,
        wanted.kind ? sql`(cardinality(${va.skills}) = 0 or ${wanted.kind}::volunteer_type = any(${va.skills}))` : undefined,
        eq(users.role, 'volunteer'),
        eq(users.isActive, true),
        eq(users.isBlocked, false),
        isNull(users.deletedAt),
        ne(va.volunteerId, wanted.requesterId),
      ),
    );
  // The subquery's rows under a name of their own, its volunteer's id a column as the conditions expect.
  const found = alias(va, 'in_reach');
  const distanceKm = sql<number>`${found}.distance_km`;
  return db
    .select({ volunteerId: sql<string>`${found.volunteerId}`, distanceKm: sql<number>`${distanceKm}::real` })
    .from(sql`(${inReach.getSQL()} offset 0) as ${found}`)
    .where(and(...also(found.volunteerId)))
    .orderBy(distanceKm, found.volunteerId)
    .limit(size);
}
