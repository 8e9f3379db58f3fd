import { imageSize } from 'image-size';
import { PHOTO_MAX_PIXEL_SIDE, PHOTO_MAX_PIXELS, type PhotoMediaType } from '@contract';
import { HttpError, messages } from '../../lib/http-error';

/** The kinds kept, by the type image-size reads from the bytes' header. */
const KEPT: Record<string, { mediaType: PhotoMediaType; extension: string }> = {
  jpg: { mediaType: 'image/jpeg', extension: 'jpg' },
  png: { mediaType: 'image/png', extension: 'png' },
  webp: { mediaType: 'image/webp', extension: 'webp' },
};

/**
 * What an upload really is, from its own bytes (never its name or the type the client sent), and its
 * size from the header alone: nothing is decoded, so a tiny file claiming a huge size (a "PNG bomb")
 * is refused before anyone could try. An SVG, a GIF, a PDF or text named photo.jpg is not a photo.
 */
export function checkPhoto(bytes: Buffer): { mediaType: PhotoMediaType; extension: string } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new HttpError(400, messages.photoNotImage);
  }
  const kept = size.type ? KEPT[size.type] : undefined;
  if (!kept || !size.width || !size.height) throw new HttpError(400, messages.photoNotImage);
  const tooBig = size.width > PHOTO_MAX_PIXEL_SIDE || size.height > PHOTO_MAX_PIXEL_SIDE || size.width * size.height > PHOTO_MAX_PIXELS;
  if (tooBig) throw new HttpError(400, messages.photoTooManyPixels);
  return kept;
}
