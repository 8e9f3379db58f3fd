import type { ColumnType } from 'kysely';

/**
 * Timestamps are ISO-8601 strings going in; PostgreSQL hands back Date objects (timestamptz) and
 * SQLite the stored text, so reads go through `toIso`.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

/** A timestamp column as read, in ISO-8601 whichever engine answered. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
