import { UNDO_WINDOW_MS, type ParcelFieldChanges, type ParcelHistoryEvent, type ParcelStatus, type StaffParcel } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';

/*
 * A parcel's history rows: a status move (MOVE), the undo of one (UNDO), an edit of its owner's
 * phone or price (EDIT). What the customer's timeline shows, what staff see, and the rule for the
 * one move an undo may take back.
 */

/** One history row per parcel that entered a status (a new parcel, a move, an undo), at `at`. */
export async function recordStatusRows(
  db: Db,
  rows: ReadonlyArray<{ parcelId: number; status: ParcelStatus; event?: Exclude<ParcelHistoryEvent, 'EDIT'>; tripId?: number | undefined }>,
  changedBy: number | null,
  at: string,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('parcel_status_history')
    .values(
      rows.map((row) => ({
        parcel_id: row.parcelId,
        status: row.status,
        changed_by: changedBy,
        changed_at: at,
        event: row.event ?? 'MOVE',
        trip_id: row.tripId ?? null,
      })),
    )
    .execute();
}

/** Every history row for staff: moves, undos and edits with what they changed. */
export async function findStaffParcelHistory(db: Db, parcelId: number): Promise<StaffParcel['history']> {
  const history = await db
    .selectFrom('parcel_status_history')
    .select(['status', 'changed_at', 'event', 'details'])
    .where('parcel_id', '=', parcelId)
    .orderBy('id')
    .execute();
  return history.map((entry) => ({
    status: entry.status,
    at: toIso(entry.changed_at),
    // A plain move keeps the row's original shape; an undo or an edit says what it was.
    ...(entry.event === 'MOVE' ? {} : { event: entry.event }),
    ...(entry.details ? { changes: JSON.parse(entry.details) as ParcelFieldChanges } : {}),
  }));
}

/** What a new phone and price would change on a parcel (nothing: an empty object). */
export function fieldChanges(parcel: Pick<ParcelRow, 'phone' | 'price'>, next: { phone: string; price: number }): ParcelFieldChanges {
  return {
    ...(parcel.phone === next.phone ? {} : { phone: { from: parcel.phone, to: next.phone } }),
    ...(parcel.price === next.price ? {} : { price: { from: parcel.price, to: next.price } }),
  };
}

/** One EDIT history row per parcel whose owner or price changed, with the changes; the status stays what it was. */
export async function recordFieldChanges(
  db: Db,
  edits: ReadonlyArray<{ parcel: Pick<ParcelRow, 'id' | 'status' | 'track_code'>; changes: ParcelFieldChanges }>,
  changedBy: number | null,
): Promise<void> {
  const rows = edits.filter((edit) => Object.keys(edit.changes).length > 0);
  if (rows.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('parcel_status_history')
    .values(
      rows.map(({ parcel, changes }) => ({
        parcel_id: parcel.id,
        status: parcel.status,
        changed_by: changedBy,
        changed_at: now,
        event: 'EDIT' as const,
        details: JSON.stringify(changes),
      })),
    )
    .execute();
  await recordAudit(
    db,
    rows.map(({ parcel, changes }) => {
      const fields = Object.entries(changes) as Array<[string, { from: unknown; to: unknown }]>;
      return {
        actorId: changedBy,
        action: 'parcel.edit' as const,
        object: parcel.track_code,
        before: Object.fromEntries(fields.map(([field, change]) => [field, change.from])),
        after: Object.fromEntries(fields.map(([field, change]) => [field, change.to])),
      };
    }),
    now,
  );
}

/**
 * Whether `from → to` is the parcel's last move, made by this staff member within the undo window:
 * the only move an undo may take back (a later move, someone else's, or an old one stays).
 */
export async function isUndoableMove(db: Db, parcel: ParcelRow, move: { from: ParcelStatus; to: ParcelStatus }, staffId: number) {
  const [last, before] = await db
    .selectFrom('parcel_status_history')
    .select(['status', 'event', 'changed_by', 'changed_at'])
    .where('parcel_id', '=', parcel.id)
    .where('event', '!=', 'EDIT')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  if (!last || !before || parcel.status !== move.to) return false;
  const age = Date.now() - new Date(toIso(last.changed_at)).getTime();
  return (
    last.event === 'MOVE' && last.status === move.to && before.status === move.from && last.changed_by === staffId && age <= UNDO_WINDOW_MS
  );
}
