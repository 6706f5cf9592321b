/** Dispatch: each volunteer's duty settings, and which volunteers each request for help was sent to. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, primaryKey, real, smallint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_DUTY_RADIUS_KM, DUTY_RADIUS_MAX_KM, DUTY_RADIUS_MIN_KM } from '@sahaya/contract/dispatch/limits';
import { assistanceRequests } from './assistance-requests.ts';
import { at, updatedAt, volunteerTypeEnum } from './columns.ts';
import { addresses, users } from './people.ts';

/** A volunteer's duty: a row once they first save it; without one they are off duty. */
export const volunteerAvailability = pgTable(
  'volunteer_availability',
  {
    volunteerId: uuid('volunteer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    onDuty: boolean('on_duty').notNull().default(false),
    radiusKm: smallint('radius_km').notNull().default(DEFAULT_DUTY_RADIUS_KM),
    /**
     * The volunteer's own address they start from. Its location is read from the address when a
     * wave is chosen, so moving the address moves the volunteer; deleting it takes them out of reach.
     */
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The kinds of help they give; empty, any kind. */
    skills: volunteerTypeEnum('skills').array().notNull().default(sql`'{}'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A wave reads the places of the volunteers on duty only: few of all volunteers, by this index.
    index('volunteer_availability_on_duty_idx').on(t.addressId).where(sql`${t.onDuty}`),
    // Deleting an address sets it to null here, on or off duty: the index above holds only those on duty.
    index('volunteer_availability_address_idx').on(t.addressId).where(sql`${t.addressId} is not null`),
    check('volunteer_availability_radius', sql`${t.radiusKm} between ${sql.raw(String(DUTY_RADIUS_MIN_KM))} and ${sql.raw(String(DUTY_RADIUS_MAX_KM))}`),
  ],
);

/** A volunteer told of a request for help: in which wave, how far away they were, and when. */
export const dispatchAlerts = pgTable(
  'dispatch_alerts',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wave: smallint('wave').notNull(),
    distanceKm: real('distance_km').notNull(),
    alertedAt: at('alerted_at').notNull().defaultNow(),
  },
  (t) => [
    // The key is also "never twice": a volunteer is told of a request once, whatever runs a wave again.
    primaryKey({ columns: [t.requestId, t.volunteerId] }),
    // A person's alerts, for their data export.
    index('dispatch_alerts_volunteer_idx').on(t.volunteerId, t.alertedAt.desc()),
  ],
);
