import { refusedMove, type ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict, messages } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { queueStatusNotifications } from '../push/notification-outbox';
import { recordStatusRows } from './parcel-history';

/*
 * The one way a parcel's status changes. Every status write goes through moveParcel: the staff
 * PATCH (one parcel, or a truckload from the batch screen), the undo, the intake of a code a
 * customer registered in advance (a scan or a CSV line), door delivery's DONE. It checks the move
 * against the status rule (contract/status-moves.ts), writes it as a compare-and-set with its
 * history row, and answers what must follow. It never queues anything itself: the caller queues
 * the follow-ups (queueFollowUps) inside its own transaction, where a reader sees them.
 */

/** What must happen because a parcel entered a status; queued in the transaction that wrote it. */
export type FollowUp = { kind: 'notify'; parcelId: number; status: ParcelStatus };

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
}

export type MoveResult =
  /** `from → to` is written, with its history row; `followUps` are for the caller to queue. */
  | { outcome: 'moved'; from: ParcelStatus; to: ParcelStatus; followUps: FollowUp[] }
  /** `to` was the status already: not a move, no history row (a given price is still written). */
  | { outcome: 'stayed'; from: ParcelStatus; to: ParcelStatus; followUps: FollowUp[] }
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
  const from = move.parcel.status;
  const refusal = move.undo ? null : refusedMove(from, move.to);
  if (refusal) return { outcome: 'refused', message: refusal, reason: 'MOVE_REFUSED' };
  const moves = move.to !== from;
  const fields = { ...(moves ? { status: move.to } : {}), ...(move.price === undefined ? {} : { price: move.price }) };
  if (!moves && move.price === undefined) return { outcome: 'stayed', from, to: move.to, followUps: [] };
  const now = new Date().toISOString();
  const result = await db
    .updateTable('parcels')
    .set({ ...fields, updated_at: now })
    .where('id', '=', move.parcel.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    return { outcome: 'changed-meanwhile', message: messages.parcelChangedMeanwhile, reason: 'CHANGED_MEANWHILE' };
  }
  if (!moves) return { outcome: 'stayed', from, to: move.to, followUps: [] };
  // The audit row of the move, in the same transaction as the write (a price alone is the caller's EDIT).
  await recordAudit(
    db,
    {
      actorId: move.by,
      action: move.undo ? 'parcel.undo' : 'parcel.move',
      object: move.parcel.track_code,
      before: { status: from },
      after: { status: move.to, ...(move.price === undefined ? {} : { price: move.price }) },
    },
    now,
  );
  await recordStatusRows(db, [{ parcelId: move.parcel.id, status: move.to, event: move.undo ? 'UNDO' : 'MOVE' }], move.by, now);
  // An undo takes a step back within seconds: the customer is not told twice.
  const followUps: FollowUp[] = move.undo ? [] : [{ kind: 'notify', parcelId: move.parcel.id, status: move.to }];
  return { outcome: 'moved', from, to: move.to, followUps };
}

/** The move's result when it was written (moved or stayed); a refusal or a lost race as a 409 with its message and reason. */
export function movedOr409(result: MoveResult): Extract<MoveResult, { outcome: 'moved' | 'stayed' }> {
  if (result.outcome === 'refused' || result.outcome === 'changed-meanwhile') throw conflict(result.message, result.reason);
  return result;
}

/** What follows a parcel registered in a status: the same as a move into it. */
export const arrivalFollowUps = (parcels: ReadonlyArray<{ id: number; status: ParcelStatus }>): FollowUp[] =>
  parcels.map((parcel) => ({ kind: 'notify', parcelId: parcel.id, status: parcel.status }));

/** Queues the follow-ups of one or more moves, in the caller's transaction (notifications: one statement per status). */
export async function queueFollowUps(db: Db, followUps: readonly FollowUp[]): Promise<void> {
  const notices = followUps.filter((followUp) => followUp.kind === 'notify');
  await queueStatusNotifications(
    db,
    notices.map((notice) => ({ id: notice.parcelId, status: notice.status })),
  );
}
