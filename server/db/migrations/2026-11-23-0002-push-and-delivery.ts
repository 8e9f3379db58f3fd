import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-23). Web Push subscriptions, the notification outbox the push worker drains, and
 * door-delivery requests with the parcels they carry. `Kysely<any>`: today's table types are not
 * this day's.
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

  // Tied to the session that subscribed: when that session ends (logout, password change, expiry)
  // the browser's subscription goes with it.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_token_hash', 'varchar(64)', (col) => col.notNull().references('sessions.token_hash').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (col) => col.notNull())
    .addColumn('auth', 'varchar(100)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull().check(oneOf('language', ['mn', 'en'])))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_token_hash').execute();

  // One row per subscription and event, written in the transaction that changes the status.
  await db.schema
    .createTable('notification_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('subscription_id', 'integer', (col) => col.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('event', 'varchar(20)', (col) => col.notNull())
    .addColumn('track_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('claimed_until', timestamp)
    .addColumn('claim_token', 'varchar(32)')
    .addColumn('sent_at', timestamp)
    .addColumn('failed_at', timestamp)
    .execute();
  await db.schema
    .createIndex('notification_outbox_due')
    .on('notification_outbox')
    .columns(['sent_at', 'failed_at', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('notification_outbox_subscription').on('notification_outbox').column('subscription_id').execute();

  // The address is copied in: staff deliver to what was asked even if the customer edits it later.
  await db.schema
    .createTable('delivery_requests')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_id', 'integer', (col) => col.references('addresses.id').onDelete('set null'))
    .addColumn('address_text', 'varchar(700)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(110)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('note', 'varchar(500)', (col) => col.notNull())
    .addColumn('state', 'varchar(20)', (col) => col.notNull().check(oneOf('state', ['REQUESTED', 'OUT_FOR_DELIVERY', 'DONE', 'CANCELLED'])))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('delivery_requests_user').on('delivery_requests').column('user_id').execute();
  await db.schema.createIndex('delivery_requests_state').on('delivery_requests').columns(['state', 'id']).execute();

  // `open_parcel_id` is the parcel's id while the request is open and null after: its unique index
  // lets a parcel be in one open request at most, whichever request commits first.
  await db.schema
    .createTable('delivery_request_parcels')
    .addColumn('request_id', 'integer', (col) => col.notNull().references('delivery_requests.id').onDelete('cascade'))
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('open_parcel_id', 'integer', (col) => col.unique())
    .addPrimaryKeyConstraint('delivery_request_parcels_pk', ['request_id', 'parcel_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['delivery_request_parcels', 'delivery_requests', 'notification_outbox', 'push_subscriptions']) {
    await db.schema.dropTable(table).execute();
  }
}
