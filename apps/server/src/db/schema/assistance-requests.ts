/** Requests for a volunteer or an ambulance, and what happened to each. */
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, jsonb, pgEnum, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import type { HistoryCode } from '@sahaya/contract/assistance-requests/schemas';
import { assistancePriorities, assistanceTypes, DESCRIPTION_MAX } from '@sahaya/contract/constants';
import { at, createdAt, id, requestStatusEnum, updatedAt, volunteerTypeEnum } from './columns.ts';
import { addresses, users } from './people.ts';

export const assistanceTypeEnum = pgEnum('assistance_type', assistanceTypes);
export const assistancePriorityEnum = pgEnum('assistance_priority', assistancePriorities);

export const assistanceRequests = pgTable(
  'assistance_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    volunteerId: uuid('volunteer_id').references(() => users.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    type: assistanceTypeEnum('type').notNull(),
    volunteerType: volunteerTypeEnum('volunteer_type'),
    priority: assistancePriorityEnum('priority').notNull().default('normal'),
    status: requestStatusEnum('status').notNull().default('pending'),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    /** 24-hour HH:MM, as the form sends it. */
    requestedTime: varchar('requested_time', { length: 5 }).notNull(),
    description: varchar('description', { length: DESCRIPTION_MAX }).notNull(),
    // The place is copied from the chosen address, so editing or deleting that address later
    // does not move a request that a volunteer may already be travelling to.
    street: varchar('street', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    assignedAt: at('assigned_at'),
    completedAt: at('completed_at'),
    /** When the admins were told that nobody answered the request's waves (modules/dispatch). */
    escalatedAt: at('escalated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assistance_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('assistance_requests_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
    // Processing / completed lists of a volunteer, and the count of tasks on hand.
    index('assistance_requests_volunteer_status_created_idx').on(t.volunteerId, t.status, t.createdAt.desc()),
    // A volunteer's latest requests whatever their status (their recent activity), newest first
    // and read straight off the index, as the requester's are off user_created.
    index('assistance_requests_volunteer_created_idx').on(t.volunteerId, t.createdAt.desc()).where(sql`${t.volunteerId} is not null`),
    // Deleting an address sets its requests' address to null, found here.
    index('assistance_requests_address_idx').on(t.addressId).where(sql`${t.addressId} is not null`),
    index('assistance_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('assistance_requests_status_priority_idx').on(t.status, t.priority, t.createdAt.desc()),
    // The admin's list by priority, whatever the status: its pages and their cursors' ranges (db/keyset.ts).
    index('assistance_requests_priority_created_idx').on(t.priority, t.createdAt.desc(), t.id.desc()),
    index('assistance_requests_created_idx').on(t.createdAt.desc()),
    // Nearby requests: open and unassigned, narrowed by a latitude band before distances are computed.
    index('assistance_requests_open_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'pending' and ${t.volunteerId} is null`),
    // Pending requests at a place without a location, newest first: the admin's Needs assignment
    // filter, and the requests that take their address's location once it is found, read the few
    // such rows here rather than every pending one off (status, created_at).
    index('assistance_requests_pending_unlocated_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending' and ${t.volunteerId} is null and (${t.latitude} is null or ${t.longitude} is null)`),
    // The admin's Unanswered filter and the dashboard's count: pending requests escalated to admins.
    index('assistance_requests_unanswered_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending' and ${t.volunteerId} is null and ${t.escalatedAt} is not null`),
    index('assistance_requests_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('assistance_requests_time_format', sql`${t.requestedTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'assistance_requests_volunteer_type',
      sql`(${t.type} = 'volunteer' and ${t.volunteerType} is not null) or (${t.type} = 'ambulance' and ${t.volunteerType} is null)`,
    ),
  ],
);

/** The history timeline of an assistance request: one row per thing that happened to it. */
export const assistanceRequestEvents = pgTable(
  'assistance_request_events',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    /** Who did it; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 50 }).notNull(),
    /**
     * What the entry says, as a key of the contract's `assistanceMessages.history` and the names in
     * it, in order: written in each reader's language when read, never stored as words.
     */
    code: varchar('code', { length: 50 }).$type<HistoryCode>().notNull(),
    params: jsonb('params').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistance_request_events_request_created_idx').on(t.requestId, t.createdAt),
    // Deleting an actor's account sets their events' actor to null, found here.
    index('assistance_request_events_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
  ],
);

/** A volunteer's "not for me": the request leaves their Nearby list and stays open for everyone else. */
export const assistanceDeclines = pgTable(
  'assistance_declines',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerId, t.requestId] }),
    // The key leads with the volunteer; a request's deletion cascades to its declines through this.
    index('assistance_declines_request_idx').on(t.requestId),
  ],
);
