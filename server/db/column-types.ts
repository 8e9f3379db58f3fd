import type { ColumnType } from 'kysely';

/**
 * Timestamps are ISO-8601 strings going in; PostgreSQL hands back Date objects (timestamptz) and
 * SQLite the stored text, so reads go through `toIso`.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

/** A timestamp that may be null, and that an insert may leave out (null then). */
export type OptionalTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** A column that may be null, and that an insert may leave out (its default, null, then). */
export type OptionalColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A timestamp column as read, in ISO-8601 whichever engine answered. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
