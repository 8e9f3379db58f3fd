import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen: this file describes the schema as it was on 2026-11-21. Later changes go into new,
 * later-dated migrations; never edit this one, or databases already migrated drift from new ones.
 * `Kysely<any>` on purpose: the app's table types describe today's schema, not this day's.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Auto-increment ids on both engines without `serial` (PG) or engine-specific functions. */
function idColumn(db: AnyDb) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

function timestampType(db: AnyDb) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
}

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const RECORD_STATES = ['ACTIVE', 'DELETED', 'PENDING'];
const PARCEL_STATUSES = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'BROKEN', 'FINISHED'];

export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const timestamp = timestampType(db);

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('warehouses')
    .addColumn('id', 'integer', id)
    .addColumn('organization_id', 'integer', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('address', 'varchar(300)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull().check(oneOf('state', RECORD_STATES)))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('warehouses_organization_state').on('warehouses').columns(['organization_id', 'state']).execute();

  await db.schema
    .createTable('cargo_addresses')
    .addColumn('id', 'integer', id)
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().unique().references('warehouses.id').onDelete('cascade'))
    .addColumn('consignee', 'varchar(100)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('region', 'varchar(200)', (col) => col.notNull())
    .addColumn('address', 'varchar(300)', (col) => col.notNull())
    .addColumn('zipcode', 'varchar(20)')
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('prices')
    .addColumn('organization_id', 'integer', (col) => col.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('kg', 'double precision', (col) => col.notNull())
    .addColumn('m3', 'double precision', (col) => col.notNull())
    .addColumn('rate', 'double precision', (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('phone', 'varchar(30)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('role', 'varchar(10)', (col) => col.notNull().check(oneOf('role', ['customer', 'staff', 'admin'])))
    .addColumn('state', 'varchar(10)', (col) => col.notNull().check(oneOf('state', RECORD_STATES)))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (col) => col.notNull().check(oneOf('type', ['HOME', 'JOB', 'OTHER'])))
    .addColumn('first_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('city', 'varchar(50)', (col) => col.notNull())
    .addColumn('district', 'varchar(50)', (col) => col.notNull())
    .addColumn('subdistrict', 'varchar(50)', (col) => col.notNull())
    .addColumn('note', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await db.schema
    .createTable('parcels')
    .addColumn('id', 'integer', id)
    .addColumn('track_code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('status', 'varchar(12)', (col) => col.notNull().check(oneOf('status', PARCEL_STATUSES)))
    .addColumn('state', 'varchar(10)', (col) => col.notNull().check(oneOf('state', RECORD_STATES)))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // Serves both the public check by phone and a customer's list, newest first, from the index alone.
  await db.schema.createIndex('parcels_phone_updated').on('parcels').columns(['phone', 'updated_at']).execute();

  await db.schema
    .createTable('parcel_status_history')
    .addColumn('id', 'integer', id)
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (col) => col.notNull().check(oneOf('status', PARCEL_STATUSES)))
    .addColumn('changed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('changed_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('parcel_status_history_parcel').on('parcel_status_history').column('parcel_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'parcel_status_history',
    'parcels',
    'addresses',
    'sessions',
    'users',
    'prices',
    'cargo_addresses',
    'warehouses',
    'organizations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
