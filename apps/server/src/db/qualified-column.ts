/**
 * A column named with its table. Drizzle writes columns unqualified in the select list of a query
 * over one table, where a name inside a subquery over another table (`id`) would mean that table's
 * column, not the row's; a column a subquery refers to from outside is written with this.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const qualified = (column: AnyPgColumn): SQL => sql`${column.table}.${sql.identifier(column.name)}`;
