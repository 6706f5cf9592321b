/** Equipment to lend and the requests to borrow it. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { assetCategories, assetRequestPriorities } from '@sahaya/contract/constants';
import { at, createdAt, id, requestStatusEnum, updatedAt } from './columns.ts';
import { users } from './people.ts';

export const assetCategoryEnum = pgEnum('asset_category', assetCategories);
export const assetRequestPriorityEnum = pgEnum('asset_request_priority', assetRequestPriorities);

export const assets = pgTable(
  'assets',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    category: assetCategoryEnum('category').notNull(),
    image: text('image'),
    stocks: integer('stocks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Catalogue sorts: name A-Z / Z-A, most / least available, newest / oldest; filters by stock.
    index('assets_name_idx').on(t.name),
    index('assets_stocks_idx').on(t.stocks),
    index('assets_created_idx').on(t.createdAt.desc()),
    index('assets_category_idx').on(t.category),
    index('assets_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('assets_stocks_not_negative', sql`${t.stocks} >= 0`),
  ],
);

export const assetRequests = pgTable(
  'asset_requests',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    status: requestStatusEnum('status').notNull().default('pending'),
    priority: assetRequestPriorityEnum('priority').notNull().default('medium'),
    reason: text('reason'),
    /** The admin's comment on approval or rejection. */
    comment: text('comment'),
    decidedAt: at('decided_at'),
    /** When the admin recorded that the units came back (status completed). */
    returnedAt: at('returned_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('asset_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('asset_requests_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('asset_requests_asset_created_idx').on(t.assetId, t.createdAt.desc()),
    index('asset_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('asset_requests_status_priority_idx').on(t.status, t.priority, t.createdAt.desc()),
    // Counting the admin's list by status and a search on asset or requester reads only this index.
    index('asset_requests_status_asset_user_idx').on(t.status, t.assetId, t.userId),
    index('asset_requests_created_idx').on(t.createdAt.desc()),
    check('asset_requests_quantity_range', sql`${t.quantity} between 1 and 3`),
  ],
);
