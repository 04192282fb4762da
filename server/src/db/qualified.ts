import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table ("users"."id"), for a subquery that refers to the enclosing
 * query's row: drizzle leaves the table out of a single-table select, and the bare name would then
 * bind to the subquery's own table of the same column name.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
