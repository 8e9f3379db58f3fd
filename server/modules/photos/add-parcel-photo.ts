import { PHOTOS_PER_PARCEL } from '@contract';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict, HttpError, messages } from '../../lib/http-error';
import { findParcelRows } from '../parcels/parcel-repository';
import { countParcelPhotos, insertParcelPhoto } from './photo-repository';
import type { PhotoStore } from './photo-store';

/** An intake photo to add: its bytes (checked), what they are, the parcel and who took it. */
export interface ParcelPhotoUpload {
  parcel: Pick<ParcelRow, 'id' | 'track_code'>;
  bytes: Buffer;
  mediaType: string;
  extension: string;
  takenBy: number;
}

/**
 * Stores the photo's file, then its row: the id of the new photo. The file goes first so no
 * transaction waits on the store (503 when the store fails); a refused row (409 `PHOTO_LIMIT`)
 * takes its file back.
 */
export async function addParcelPhoto(db: Db, photos: PhotoStore, upload: ParcelPhotoUpload, log: FastifyBaseLogger): Promise<number> {
  const { parcel, bytes, mediaType, extension, takenBy } = upload;
  const storageKey = `parcels/${parcel.id}/${randomUUID()}.${extension}`;
  try {
    await photos.put(storageKey, bytes, mediaType);
  } catch (error) {
    log.error({ err: error, store: photos.location }, 'photo not stored');
    throw new HttpError(503, messages.photoStoreFailed);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      // The parcel row locked (PostgreSQL): two uploads at once cannot both take the fifth place.
      await findParcelRows(trx, [parcel.track_code], { lock: true });
      if ((await countParcelPhotos(trx, parcel.id)) >= PHOTOS_PER_PARCEL) throw conflict('PHOTO_LIMIT');
      const takenAt = new Date().toISOString();
      return insertParcelPhoto(trx, { parcelId: parcel.id, storageKey, mediaType, byteSize: bytes.length, takenBy, takenAt });
    });
  } catch (error) {
    await photos.remove(storageKey).catch((removeError: unknown) => log.warn({ err: removeError }, 'photo file left behind'));
    throw error;
  }
}
