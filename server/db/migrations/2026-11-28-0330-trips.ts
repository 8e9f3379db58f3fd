import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). Trucks between Erenhot and Ulaanbaatar. A trip (plate, driver,
 * seal, who and when per step), the parcels loaded on it and unloaded from it (an unloaded parcel
 * that was not loaded is `extra`; a loaded one never unloaded is missing until resolved), and the
 * trip a history row belongs to.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';
  const staff = (column: ColumnDefinitionBuilder) => column.references('users.id');

  await db.schema
    .createTable('trips')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('plate', 'varchar(16)', (col) => col.notNull())
    .addColumn('driver', 'varchar(60)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('seal', 'varchar(30)')
    .addColumn('note', 'varchar(200)')
    .addColumn('state', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('state', ['LOADING', 'DEPARTED', 'ARRIVED', 'UNLOADED', 'CANCELLED'])),
    )
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => staff(col).notNull())
    .addColumn('departed_at', timestamp)
    .addColumn('departed_by', 'integer', staff)
    .addColumn('expected_at', timestamp)
    .addColumn('arrived_at', timestamp)
    .addColumn('arrived_by', 'integer', staff)
    .addColumn('closed_at', timestamp)
    .addColumn('closed_by', 'integer', staff)
    .addColumn('cancelled_at', timestamp)
    .addColumn('cancelled_by', 'integer', staff)
    .execute();
  await db.schema.createIndex('trips_state').on('trips').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('trips_departed').on('trips').column('departed_at').execute();

  await db.schema
    .createTable('trip_parcels')
    .addColumn('id', 'integer', id)
    .addColumn('trip_id', 'integer', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    // Null for an extra: unloaded from the truck, never loaded on it.
    .addColumn('loaded_at', timestamp)
    .addColumn('loaded_by', 'integer', staff)
    .addColumn('unloaded_at', timestamp)
    .addColumn('unloaded_by', 'integer', staff)
    .addColumn('extra', 'integer', (col) => col.notNull().defaultTo(0))
    // A missing parcel's end: FOUND (unloaded elsewhere, loaded again) or LOST (with a note).
    .addColumn('resolution', 'varchar(8)', (col) => col.check(oneOf('resolution', ['FOUND', 'LOST'])))
    .addColumn('resolution_note', 'varchar(200)')
    .addColumn('resolved_at', timestamp)
    .addColumn('resolved_by', 'integer', staff)
    // One row per parcel and trip: two workers scanning the same parcel record it once.
    .addUniqueConstraint('trip_parcels_once', ['trip_id', 'parcel_id'])
    .execute();
  await db.schema.createIndex('trip_parcels_parcel').on('trip_parcels').column('parcel_id').execute();

  await db.schema
    .alterTable('parcel_status_history')
    .addColumn('trip_id', 'integer', (col) => col.references('trips.id'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('parcel_status_history').dropColumn('trip_id').execute();
  await db.schema.dropTable('trip_parcels').execute();
  await db.schema.dropTable('trips').execute();
}
