import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict, messages } from '../../lib/http-error';
import { applyParcelChange } from '../parcels/parcel-repository';

/*
 * The counter's two status writes, kept here so that switching them to the one parcel move
 * (`moveParcel`, the parcels module) is one place: a handover moves a parcel DELIVERED → FINISHED,
 * its undo FINISHED → DELIVERED. Both are a compare-and-set on the status with a history row (who,
 * when), inside the caller's transaction; a parcel moved meanwhile is a 409 that rolls it back.
 */

export async function finishAtCounter(db: Db, parcel: ParcelRow, staffId: number): Promise<void> {
  if (!(await applyParcelChange(db, parcel, { status: 'FINISHED' }, staffId))) throw conflict(messages.parcelChangedMeanwhile);
}

/** The undo of a handover: the parcel is back on its shelf, recorded as an UNDO row. */
export async function returnToShelf(db: Db, parcel: ParcelRow, staffId: number): Promise<void> {
  if (parcel.status !== 'FINISHED' || !(await applyParcelChange(db, parcel, { status: 'DELIVERED' }, staffId, 'UNDO'))) {
    throw conflict(messages.parcelChangedMeanwhile);
  }
}
