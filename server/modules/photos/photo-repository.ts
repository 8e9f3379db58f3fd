import type { Db } from '../../db/database';

export function countParcelPhotos(db: Db, parcelId: number): Promise<number> {
  return db
    .selectFrom('parcel_photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parcel_id', '=', parcelId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export interface NewParcelPhoto {
  parcelId: number;
  storageKey: string;
  mediaType: string;
  byteSize: number;
  takenBy: number;
  takenAt: string;
}

export async function insertParcelPhoto(db: Db, photo: NewParcelPhoto): Promise<number> {
  const row = await db
    .insertInto('parcel_photos')
    .values({
      parcel_id: photo.parcelId,
      storage_key: photo.storageKey,
      media_type: photo.mediaType,
      byte_size: photo.byteSize,
      taken_by: photo.takenBy,
      taken_at: photo.takenAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A photo with what deciding who may see it needs: its parcel's phone and state. */
export function findPhotoForServing(db: Db, id: number) {
  return db
    .selectFrom('parcel_photos')
    .innerJoin('parcels', 'parcels.id', 'parcel_photos.parcel_id')
    .select(['parcel_photos.storage_key', 'parcel_photos.media_type', 'parcels.phone', 'parcels.state'])
    .where('parcel_photos.id', '=', id)
    .executeTakeFirst();
}
