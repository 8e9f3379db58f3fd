import { z } from 'zod';
import { listOf, timestampSchema } from './common';

/*
 * Intake photos: staff photograph a parcel as it is taken in; its owner and staff see it.
 * The station scales each photo before it is sent; the server refuses what is not a photo.
 */

/** The largest upload the server reads (a phone's full-size photo fits; the station sends far less). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What the station aims at after scaling: the long side and the file size. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_TARGET_BYTES = 300 * 1024;
/** Photos one parcel may have: a box from each side, not an album. */
export const PHOTOS_PER_PARCEL = 5;
/**
 * The most pixels a photo's header may claim. A 20 MP phone photo is 5472×3648; a "PNG bomb" is a
 * tiny file claiming e.g. 100,000×100,000 pixels, which would take gigabytes to decode.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MAX_PIXEL_SIDE = 12_000;
/** The multipart field that carries the file. */
export const PHOTO_FIELD = 'photo';
/** Kinds of image kept, by what their bytes say (never by the file name or the sent type). */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

export const parcelPhotoSchema = z.object({
  id: z.number().int(),
  /** GET /api/photos/{id}: served to the parcel's owner and staff only. */
  url: z.string(),
  takenAt: timestampSchema,
});
export type ParcelPhoto = z.infer<typeof parcelPhotoSchema>;

/** POST /api/staff/parcels/{trackCode}/photos: 201 with the photo's id and address. */
export const photoCreatedSchema = parcelPhotoSchema.pick({ id: true, url: true });
export type PhotoCreated = z.infer<typeof photoCreatedSchema>;

/** GET /api/package/{trackCode}/photos: the owner's view of their parcel's photos, oldest first. */
export const parcelPhotoListSchema = listOf(parcelPhotoSchema);
export type ParcelPhotoList = z.infer<typeof parcelPhotoListSchema>;

export const photoUrl = (id: number) => `/api/photos/${id}`;
