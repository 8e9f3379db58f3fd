import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). Intake photos: a parcel's photos, at most five, each a file in the
 * photo store (the data folder or an S3 bucket) under `storage_key`. The row keeps the media type the
 * bytes were sniffed as on upload, so serving never trusts a name.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('parcel_photos')
    .addColumn('id', 'integer', id)
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('media_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('taken_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('taken_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('parcel_photos_parcel').on('parcel_photos').columns(['parcel_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('parcel_photos').execute();
}
