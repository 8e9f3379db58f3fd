import type { ParcelRegistrant, ParcelStatus } from '@contract';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { DetailColumns } from './parcel-details';
import { recordStatusRows } from './parcel-history';

/*
 * The parcels table: rows by code or id, new parcels with their first history rows, and the
 * writes that are not status moves (an owner's phone, a price). A status is written only by
 * moveParcel (move-parcel.ts).
 */

export function findParcelRow(db: Db, trackCode: string): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('track_code', '=', trackCode).executeTakeFirst();
}

export interface InsertedParcel {
  id: number;
  trackCode: string;
  status: ParcelStatus;
}

export interface NewParcelFields {
  trackCode: string;
  phone: string;
  price: number | null;
  status: ParcelStatus;
  note?: string;
  registeredBy?: ParcelRegistrant;
  /** The scale's figures and how the price was set, where known on intake. */
  details?: DetailColumns;
}

/**
 * Inserts parcels with their first history rows, in two statements; run it inside a transaction.
 * Answers the parcels inserted: their follow-ups (arrivalFollowUps in move-parcel.ts) are the
 * caller's to queue. A taken code fails the statement (unique violation), unless
 * `skipTaken`: then it is left out, and on PostgreSQL a registration of it still in flight is
 * waited for rather than raced.
 */
export async function insertParcels(
  db: Db,
  parcels: readonly NewParcelFields[],
  changedBy: number | null,
  { skipTaken = false } = {},
): Promise<InsertedParcel[]> {
  if (parcels.length === 0) return [];
  const now = new Date().toISOString();
  let insert = db.insertInto('parcels').values(
    parcels.map((fields) => ({
      track_code: fields.trackCode,
      phone: fields.phone,
      price: fields.price,
      status: fields.status,
      note: fields.note ?? null,
      registered_by: fields.registeredBy ?? 'staff',
      state: 'ACTIVE' as const,
      created_at: now,
      updated_at: now,
      ...fields.details,
    })),
  );
  if (skipTaken) insert = insert.onConflict((conflict) => conflict.column('track_code').doNothing());
  const inserted = await insert.returning(['id', 'status', 'track_code as trackCode']).execute();
  await recordStatusRows(
    db,
    inserted.map((parcel) => ({ parcelId: parcel.id, status: parcel.status })),
    changedBy,
    now,
  );
  // Staff registrations are audited (a customer's pre-registration is their own business).
  const byStaff = new Map(
    parcels.filter((fields) => (fields.registeredBy ?? 'staff') === 'staff').map((fields) => [fields.trackCode, fields]),
  );
  await recordAudit(
    db,
    inserted
      .filter((parcel) => byStaff.has(parcel.trackCode))
      .map((parcel) => {
        const fields = byStaff.get(parcel.trackCode)!;
        return {
          actorId: changedBy,
          action: 'parcel.create' as const,
          object: parcel.trackCode,
          after: { phone: fields.phone, status: parcel.status, price: fields.price },
        };
      }),
    now,
  );
  return inserted;
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
  return (lock && db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
}

export function findParcelRowsById(db: Db, ids: readonly number[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('parcels').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** A price edited by hand: not a move, so no compare-and-set (the caller holds the row locked). */
export async function setParcelPrice(db: Db, parcelId: number, price: number): Promise<void> {
  await db.updateTable('parcels').set({ price, updated_at: new Date().toISOString() }).where('id', '=', parcelId).execute();
}
