import { lockedOnPostgres } from '../../db/locks';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';

/*
 * The parcels table: rows by code or id, and the writes that are not status moves (an owner's
 * phone, a price). A status is written only by moveParcels (move-parcel.ts), a new parcel's first
 * one only by registerParcels (register-parcels.ts).
 */

export function findParcelRow(db: Db, trackCode: string): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('track_code', '=', trackCode).executeTakeFirst();
}

/**
 * Gives known parcels a new owner phone and price, one statement for the whole batch (UPDATE …
 * FROM a VALUES list: PostgreSQL, and SQLite since 3.33). Statuses are not touched.
 */
export async function updateParcelOwners(db: Db, rows: ReadonlyArray<{ trackCode: string; phone: string; price: number }>): Promise<void> {
  if (rows.length === 0) return;
  const changes = sql.join(rows.map((row) => sql`(${row.trackCode}, ${row.phone}, cast(${row.price} as integer))`));
  await sql`
    with changes (track_code, phone, price) as (values ${changes})
    update parcels set phone = changes.phone, price = changes.price, updated_at = ${new Date().toISOString()}
    from changes where parcels.track_code = changes.track_code`.execute(db);
}

/**
 * The parcels with these codes. `lock` (inside a transaction) holds their rows until it ends on
 * PostgreSQL, so what is read is what gets changed; SQLite's one writer holds the whole file anyway.
 */
export async function findParcelRows(db: Db, trackCodes: readonly string[], { lock = false } = {}): Promise<ParcelRow[]> {
  if (trackCodes.length === 0) return [];
  // Locked in id order: two transactions locking overlapping codes then queue on the same first row
  // instead of each holding a row the other waits for (the table's order changes as rows are updated).
  const query = db.selectFrom('parcels').selectAll().where('track_code', 'in', trackCodes).orderBy('id');
  return (lock ? lockedOnPostgres(db, query) : query).execute();
}

export function findParcelRowsById(db: Db, ids: readonly number[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('parcels').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** A price edited by hand: not a move, so no compare-and-set (the caller holds the row locked). */
export async function setParcelPrice(db: Db, parcelId: number, price: number): Promise<void> {
  await db.updateTable('parcels').set({ price, updated_at: new Date().toISOString() }).where('id', '=', parcelId).execute();
}
