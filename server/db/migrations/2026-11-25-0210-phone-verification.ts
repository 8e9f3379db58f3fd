import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-25). An account must prove it owns its phone before that phone's parcels are its
 * own: `users.phone_verified_at` is set by an SMS code or by staff at the counter
 * (`phone_verified_by`, the staff member). Accounts that exist when this runs are treated as
 * verified: they were made before the rule, and locking them out of their parcels would punish the
 * customers, not the attacker. `phone_codes` holds the one-time codes (an HMAC of the code, never
 * the code), one live code per phone, purpose and account.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema.alterTable('users').addColumn('phone_verified_at', timestamp).execute();
  await db.schema
    .alterTable('users')
    .addColumn('phone_verified_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.updateTable('users').set({ phone_verified_at: new Date().toISOString() }).execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'integer', id)
    .addColumn('phone', 'varchar(8)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(10)', (col) =>
      col.notNull().check(sql`${sql.ref('purpose')} in (${sql.join(['verify', 'reset', 'change'].map((value) => sql.lit(value)))})`),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('phone_codes_lookup').on('phone_codes').columns(['phone', 'purpose', 'user_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('phone_codes').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_by').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
}
