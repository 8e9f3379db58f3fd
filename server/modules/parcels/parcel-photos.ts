import { photoUrl, type ParcelPhoto } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';

/*
 * A parcel's photos as its answers show them (the staff view, the owner's list). The photos module
 * writes and serves them; reading them beside the parcel lives here, so parcels never import photos.
 */

/** A parcel's photos for an answer, oldest first. */
export async function findParcelPhotos(db: Db, parcelId: number): Promise<ParcelPhoto[]> {
  const rows = await db.selectFrom('parcel_photos').select(['id', 'taken_at']).where('parcel_id', '=', parcelId).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, url: photoUrl(row.id), takenAt: toIso(row.taken_at) }));
}
