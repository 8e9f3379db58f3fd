import { PHOTO_MAX_SIDE, PHOTO_TARGET_BYTES } from '@contract/photos';

/** Bigger files are refused before decoding: no camera's JPEG is this large, and decoding it could stall a phone. */
export const PHOTO_PICK_MAX_BYTES = 25 * 1024 * 1024;

export class PhotoPickError extends Error {
  constructor(readonly kind: 'notImage' | 'tooLarge') {
    super(kind);
    this.name = 'PhotoPickError';
  }
}

/** The long side at most `max`, the proportions kept; never enlarged. */
export function fittedSize(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoPickError('notImage'))), 'image/jpeg', quality),
  );
}

/**
 * A photo as the station sends it: at most 1600 px on its long side, JPEG under 300 KB (the quality
 * lowered step by step, then the size, until it fits). Anything the browser cannot decode is not a photo.
 */
export async function scalePhoto(source: Blob | HTMLCanvasElement): Promise<Blob> {
  if (source instanceof Blob && source.size > PHOTO_PICK_MAX_BYTES) throw new PhotoPickError('tooLarge');
  let bitmap: ImageBitmap;
  try {
    // imageOrientation: the camera's EXIF rotation applied, so the photo stands as it was taken.
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoPickError('notImage');
  }
  let { width, height } = fittedSize(bitmap.width, bitmap.height);
  try {
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
      for (const quality of [0.85, 0.75, 0.65, 0.55]) {
        const blob = await toJpeg(canvas, quality);
        if (blob.size <= PHOTO_TARGET_BYTES) return blob;
      }
      ({ width, height } = fittedSize(width, height, Math.round(Math.max(width, height) * 0.8)));
    }
  } finally {
    bitmap.close();
  }
}
