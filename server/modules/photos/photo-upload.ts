import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '@contract';
import { HttpError, messages } from '../../lib/http-error';

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * The one `photo` file of a multipart/form-data upload, read to at most 5 MB: a bigger file is
 * refused once its 5 MB are in, without reading (or keeping) the rest. Anything else about the form
 * (no file, another field, several files, not multipart at all) is a Mongolian 400.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, messages.photoMissing);
  try {
    const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!file || file.fieldname !== PHOTO_FIELD) throw new HttpError(400, messages.photoMissing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === FILE_TOO_LARGE) throw new HttpError(400, messages.photoTooLarge);
    // The multipart reader's own refusals (limits, a broken form): the client's mistake.
    if (code?.startsWith('FST_')) throw new HttpError(400, messages.photoMissing);
    throw error;
  }
}
