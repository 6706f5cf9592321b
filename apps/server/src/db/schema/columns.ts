/**
 * What the tables of every feature share: the id, the timestamps and the enums two features use.
 * Every list, filter, search and sort the spec names has an index in its feature's file: searches
 * use trigram GIN indexes (pg_trgm) so `ILIKE '%text%'` stays fast; lists use composite btree
 * indexes that match their filter and their order.
 */
import { pgEnum, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requestStatuses, volunteerTypes } from '@sahaya/contract/constants';

export const volunteerTypeEnum = pgEnum('volunteer_type', volunteerTypes);
export const requestStatusEnum = pgEnum('request_status', requestStatuses);

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const at = (name: string) => timestamp(name, { withTimezone: true });
