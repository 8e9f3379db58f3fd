import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-23). The parcel's journey: a customer registers the track codes they
 * expect before staff ever see the parcel, so
 * - `price` may be null: no price is known until staff weigh the parcel (0 would read as "free");
 * - `note`: the customer's short note of what is inside;
 * - `registered_by`: who created the row, `customer` or `staff` (a customer may delete only what
 *   they registered themselves, and staff intake recognises a pre-registration by it).
 * PostgreSQL drops the NOT NULL in place. SQLite cannot, so the table is rebuilt the way SQLite's
 * documentation prescribes (foreign keys off, copy, swap, check): dropping `parcels` with foreign
 * keys on would cascade into `parcel_status_history`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const REGISTERED_BY = sql`registered_by in ('customer', 'staff')`;

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('parcels')
      .alterColumn('price', (col) => col.dropNotNull())
      .execute();
    await db.schema.alterTable('parcels').addColumn('note', 'varchar(200)').execute();
    await db.schema
      .alterTable('parcels')
      .addColumn('registered_by', 'varchar(10)', (col) => col.notNull().defaultTo('staff').check(REGISTERED_BY))
      .execute();
    return;
  }
  // Kysely runs SQLite migrations outside a transaction on one connection, so the pragma holds.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table parcels_new (
        id integer primary key autoincrement,
        track_code varchar(40) not null unique,
        phone varchar(30) not null,
        price integer check (price >= 0),
        status varchar(12) not null check (status in ('REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'BROKEN', 'FINISHED')),
        state varchar(10) not null check (state in ('ACTIVE', 'DELETED', 'PENDING')),
        created_at text not null,
        updated_at text not null,
        note varchar(200),
        registered_by varchar(10) not null default 'staff' check (${REGISTERED_BY})
      )`.execute(trx);
      await sql`insert into parcels_new (id, track_code, phone, price, status, state, created_at, updated_at)
        select id, track_code, phone, price, status, state, created_at, updated_at from parcels`.execute(trx);
      await sql`drop table parcels`.execute(trx);
      await sql`alter table parcels_new rename to parcels`.execute(trx);
      await trx.schema
        .createIndex('parcels_phone_lookup')
        .on('parcels')
        .columns(['phone', 'updated_at', 'state', 'track_code', 'price', 'status'])
        .execute();
      const problems = await sql`pragma foreign_key_check`.execute(trx);
      if (problems.rows.length > 0) throw new Error('parcel journey migration broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.updateTable('parcels').set({ price: 0 }).where('price', 'is', null).execute();
  await db.schema.alterTable('parcels').dropColumn('registered_by').execute();
  await db.schema.alterTable('parcels').dropColumn('note').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('parcels')
      .alterColumn('price', (col) => col.setNotNull())
      .execute();
  }
}
