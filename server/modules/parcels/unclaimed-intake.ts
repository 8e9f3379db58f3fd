import type { ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { registerParcels } from './register-parcels';

/**
 * Takes a parcel in without a phone: no owner (`phone` empty, so it is in nobody's list and nobody
 * is told), `unclaimed_at` set, the staff member's description as its note. A taken code is a 409,
 * as for any new parcel. Run inside the caller's transaction; answers the new parcel's id.
 */
export async function insertUnclaimed(
  db: Db,
  fields: { trackCode: string; price: number | null; status: ParcelStatus; note: string | undefined },
  staffId: number,
): Promise<number> {
  const [inserted] = await registerParcels(db, [{ ...fields, phone: '' }], staffId, { skipTaken: true });
  if (!inserted) throw conflict('TRACK_CODE_TAKEN');
  await db.updateTable('parcels').set({ unclaimed_at: new Date().toISOString() }).where('id', '=', inserted.id).execute();
  return inserted.id;
}
