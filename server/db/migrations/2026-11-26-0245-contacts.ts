import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-26). Whom to call and where to collect: the organisation's phones (comma
 * separated, in the order staff gave them) and chat link, and its Ulaanbaatar pickup points with their
 * address, opening hours and map link, in the order staff list them.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

  await db.schema
    .alterTable('organizations')
    .addColumn('contact_phones', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('organizations').addColumn('chat_url', 'varchar(300)').execute();

  await db.schema
    .createTable('pickup_points')
    .addColumn('id', 'integer', id)
    .addColumn('organization_id', 'integer', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('address', 'varchar(300)', (col) => col.notNull())
    .addColumn('hours', 'varchar(200)', (col) => col.notNull())
    .addColumn('map_url', 'varchar(500)')
    .execute();
  await db.schema.createIndex('pickup_points_organization').on('pickup_points').columns(['organization_id', 'position']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('pickup_points').execute();
  await db.schema.alterTable('organizations').dropColumn('chat_url').execute();
  await db.schema.alterTable('organizations').dropColumn('contact_phones').execute();
}
