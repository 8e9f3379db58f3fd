import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { moveParcel, movedOr409 } from '../parcels/move-parcel';

/*
 * The counter's two status writes, both through the one parcel move (moveParcel: the status rule,
 * a compare-and-set and the history row with who and when), inside the caller's transaction: a
 * handover moves a parcel DELIVERED → FINISHED (the customer is told), its undo FINISHED →
 * DELIVERED as an UNDO row. A parcel moved meanwhile is a 409 that rolls the whole handover back.
 */

export async function finishAtCounter(db: Db, parcel: ParcelRow, staffId: number): Promise<void> {
  const moved = movedOr409(await moveParcel(db, { parcel, to: 'FINISHED', by: staffId }));
  if (moved.outcome !== 'moved') throw conflict('CHANGED_MEANWHILE');
}

/** The undo of a handover: the parcel is back on its shelf. Only from FINISHED (the undo skips the forward-only rule). */
export async function returnToShelf(db: Db, parcel: ParcelRow, staffId: number): Promise<void> {
  if (parcel.status !== 'FINISHED') throw conflict('CHANGED_MEANWHILE');
  const moved = movedOr409(await moveParcel(db, { parcel, to: 'DELIVERED', by: staffId, undo: true }));
  if (moved.outcome !== 'moved') throw conflict('CHANGED_MEANWHILE');
}
