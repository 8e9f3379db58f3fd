import type { Kysely } from 'kysely';

/*
 * Frozen (2026-11-23). A parcel's history says what each row was, not only the status it left the
 * parcel in: `event` is MOVE (a status change), UNDO (a staff member took their last move back) or
 * EDIT (the owner's phone or the price changed, e.g. by a CSV import); `details` is the JSON of an
 * edit's changes ({"phone":{"from":…,"to":…},"price":{…}}). Existing rows are moves.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('parcel_status_history')
    .addColumn('event', 'varchar(8)', (col) => col.notNull().defaultTo('MOVE'))
    .execute();
  await db.schema.alterTable('parcel_status_history').addColumn('details', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('parcel_status_history').dropColumn('details').execute();
  await db.schema.alterTable('parcel_status_history').dropColumn('event').execute();
}
