import { refusedMove, type ParcelStatus } from '@contract';
import { reasonMessages } from '@contract/reason-messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { NotificationEvent, ParcelRow } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { queueParcelNotifications } from '../push/notification-outbox';
import { recordStatusRows } from './parcel-history';

/*
 * The one way a parcel's status changes. Every status write goes through moveParcel: the staff
 * PATCH (one parcel, or a truckload from the batch screen), the undo, the intake of a code a
 * customer registered in advance (a scan or a CSV line), a trip's load and unload, door delivery's
 * DONE, the counter's handover. In the caller's transaction it checks the move against the status
 * rule (contract/status-moves.ts) and writes, for each parcel moved:
 * - the status, as a compare-and-set on the status the move was checked against;
 * - its parcel_status_history row (MOVE, or UNDO) and its audit_log row;
 * - the owner's push notifications (notification_outbox), except for an undo or a move whose
 *   owner is told later (`told`): no caller queues them, so none can forget to.
 * The SQL triggers those writes fire (migrations 2026-11-27-0280 and -0290; row-level on SQLite,
 * once per statement on PostgreSQL):
 * - `dashboard_parcel_status` (after update of parcels.status): the dashboard_daily stage and
 *   door-delivery counts, up for a move forward, back down for a move backwards (an undo);
 * - `dashboard_history_inserted` (after insert on parcel_status_history): the day's stage count of
 *   a MOVE row, and for a DELIVERED MOVE `parcel_status_history.transit_ms` (since the last SENT)
 *   and `parcels.last_arrived_at`.
 */

export interface ParcelMove {
  /** The parcel as the caller read it: the move is checked against, and compared with, its status. */
  parcel: Pick<ParcelRow, 'id' | 'status' | 'track_code'>;
  to: ParcelStatus;
  /** The staff member moving it (null: the system). */
  by: number | null;
  /** A price written in the same statement (intake sets the weighed price as the parcel arrives). */
  price?: number | undefined;
  /**
   * Takes the caller's last move back. The status rule does not apply (an undo goes backwards):
   * the caller checks it is the last move first (isUndoableMove). Recorded as UNDO; nobody is told.
   */
  undo?: boolean;
  /** The trip the move belongs to (loaded on, taken off, unloaded from): kept in its history row. */
  tripId?: number | undefined;
  /**
   * What the owner is told, when it is not the new status: `LOST` (a parcel missing from a trip is
   * marked BROKEN and told it is lost), or `later` (a parcel loaded on a trip may still be taken
   * off, so its owner is told SENT when the truck departs: departTrip calls tellHeldBackMoves).
   */
  told?: 'LOST' | 'later';
}

export type MoveResult =
  /** `from → to` is written, with its history row, its audit row and the owner's notifications. */
  | { outcome: 'moved'; from: ParcelStatus; to: ParcelStatus }
  /** `to` was the status already: not a move, no history row, nobody told (a given price is still written). */
  | { outcome: 'stayed'; from: ParcelStatus; to: ParcelStatus }
  /** The status rule refuses it; `message` says why (Mongolian, fit for a toast). Nothing written. */
  | { outcome: 'refused'; message: string; reason: 'MOVE_REFUSED' }
  /** Another request moved the parcel after the caller read it. Nothing written. */
  | { outcome: 'changed-meanwhile'; message: string; reason: 'CHANGED_MEANWHILE' };

/**
 * Moves one parcel (run inside the caller's transaction: `db` may be one). The write is a
 * compare-and-set on the status the move was checked against, on either engine, so no lock is
 * needed: a parcel another request moved in between answers `changed-meanwhile`.
 */
export async function moveParcel(db: Db, move: ParcelMove): Promise<MoveResult> {
  const [result] = await moveParcels(db, [move]);
  return result!;
}

const MOVES_PER_STATEMENT = 500;

/**
 * Moves many parcels at once, each as moveParcel would (its own check, its own compare-and-set,
 * its own result, in the order given), one parcel once. Moves alike (same from, to, mover and
 * kind) share one UPDATE, one audit and one history INSERT: a CSV file's intake of 500
 * pre-registered codes is a few statements, not 1,500, and PostgreSQL's dashboard triggers,
 * which run once per statement (migration 0290), add the chunk up once.
 */
export async function moveParcels(db: Db, moves: readonly ParcelMove[]): Promise<MoveResult[]> {
  if (new Set(moves.map((move) => move.parcel.id)).size !== moves.length) throw new Error('moveParcels: one move per parcel');
  const results: MoveResult[] = [];
  const alike = new Map<string, number[]>();
  moves.forEach((move, index) => {
    const from = move.parcel.status;
    const refusal = move.undo ? null : refusedMove(from, move.to);
    if (refusal) results[index] = { outcome: 'refused', message: refusal, reason: 'MOVE_REFUSED' };
    else if (move.to === from && move.price === undefined) results[index] = { outcome: 'stayed', from, to: move.to };
    else {
      const key = JSON.stringify([from, move.to, move.by, Boolean(move.undo), move.price === undefined, move.tripId ?? null]);
      const indexes = alike.get(key) ?? [];
      if (indexes.length === 0) alike.set(key, indexes);
      indexes.push(index);
    }
  });
  const now = new Date().toISOString();
  const told = new Map<NotificationEvent, number[]>();
  for (const indexes of alike.values()) {
    const written = new Set<number>();
    // Slices keep each statement's bound values (three per move) far below either engine's limit.
    for (let start = 0; start < indexes.length; start += MOVES_PER_STATEMENT) {
      const slice = indexes.slice(start, start + MOVES_PER_STATEMENT).map((index) => moves[index]!);
      for (const id of await writeAlikeMoves(db, slice, now)) written.add(id);
    }
    indexes.forEach((index) => {
      const move = moves[index]!;
      const from = move.parcel.status;
      results[index] = !written.has(move.parcel.id)
        ? { outcome: 'changed-meanwhile', message: reasonMessages.CHANGED_MEANWHILE, reason: 'CHANGED_MEANWHILE' }
        : { outcome: move.to === from ? 'stayed' : 'moved', from, to: move.to };
      // An undo takes a step back within seconds: the customer is not told twice.
      if (written.has(move.parcel.id) && move.to !== from && !move.undo && move.told !== 'later') {
        const event = move.told ?? move.to;
        told.set(event, [...(told.get(event) ?? []), move.parcel.id]);
      }
    });
  }
  for (const [event, parcelIds] of told) await queueParcelNotifications(db, parcelIds, event);
  return results;
}

/**
 * Tells the owners of moves made with `told: 'later'` the status they were moved to then: a trip's
 * load is SENT, told when the truck departs (departTrip), since until then a parcel may be taken off.
 * With moveParcels and registerParcels, the only places a parcel's status is told.
 */
export async function tellHeldBackMoves(db: Db, parcelIds: readonly number[]): Promise<void> {
  await queueParcelNotifications(db, parcelIds, 'SENT');
}

/** One compare-and-set UPDATE for moves alike, then the audit and history rows of those it wrote; the ids written. */
async function writeAlikeMoves(db: Db, group: readonly ParcelMove[], now: string): Promise<Set<number>> {
  const { parcel, to, by, undo, tripId } = group[0]!;
  const from = parcel.status;
  const ids = group.map((move) => move.parcel.id);
  const priced = group[0]!.price !== undefined;
  const written = await db
    .updateTable('parcels')
    .set({
      updated_at: now,
      ...(to === from ? {} : { status: to }),
      // Each parcel its own price (the file's line): one CASE on the id, not a statement per parcel.
      ...(!priced
        ? {}
        : group.length === 1
          ? { price: group[0]!.price! }
          : {
              price: sql<number>`case id ${sql.join(
                group.map((move) => sql`when ${move.parcel.id} then ${move.price!}`),
                sql` `,
              )} else price end`,
            }),
    })
    .where('id', 'in', ids)
    .where('status', '=', from)
    .returning('id')
    .execute();
  const writtenIds = new Set(written.map((row) => row.id));
  const moved = group.filter((move) => writtenIds.has(move.parcel.id));
  if (to === from || moved.length === 0) return writtenIds;
  // The audit rows of the moves, in the same transaction as the write (a price alone is the caller's EDIT).
  await recordAudit(
    db,
    moved.map((move) => ({
      actorId: by,
      action: undo ? ('parcel.undo' as const) : ('parcel.move' as const),
      object: move.parcel.track_code,
      before: { status: from },
      after: { status: to, ...(move.price === undefined ? {} : { price: move.price }) },
    })),
    now,
  );
  await recordStatusRows(
    db,
    moved.map((move) => ({ parcelId: move.parcel.id, status: to, event: undo ? ('UNDO' as const) : ('MOVE' as const), tripId })),
    by,
    now,
  );
  return writtenIds;
}

/** The move's result when it was written (moved or stayed); a refusal or a lost race as a 409 with its message and reason. */
export function movedOr409(result: MoveResult): Extract<MoveResult, { outcome: 'moved' | 'stayed' }> {
  if (result.outcome === 'refused' || result.outcome === 'changed-meanwhile') throw conflict(result.message, result.reason);
  return result;
}
