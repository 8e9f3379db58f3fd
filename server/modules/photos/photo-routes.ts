import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, isStaffRole, parcelPhotoListSchema, photoCreatedSchema, photoUrl, trackCodeParamsSchema } from '@contract';
import type { UserRow } from '../../db/schema';
import { messages, notFound } from '../../lib/http-error';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { requireStaff, requireUser } from '../../plugins/session';
import { isPhoneVerified, requireVerifiedPhone } from '../auth/verified-phone';
import { findParcelPhotos } from '../parcels/parcel-photos';
import { findParcelRow } from '../parcels/parcel-repository';
import { addParcelPhoto } from './add-parcel-photo';
import { checkPhoto } from './photo-check';
import { findPhotoForServing } from './photo-repository';
import { readPhotoUpload } from './photo-upload';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

const isStaff = (user: UserRow) => isStaffRole(user.role);

/** The parcel's owner: the account that proved the phone the parcel is registered to. */
const ownsParcel = (user: UserRow, parcel: { phone: string; state: string }) =>
  parcel.state === 'ACTIVE' && parcel.phone !== '' && parcel.phone === user.phone && isPhoneVerified(user);

/*
 * Intake photos: staff add them to a parcel, its owner and staff see them, nobody else.
 * A photo nobody may see answers 404 like one that does not exist, so ids tell a stranger nothing.
 * Three route groups, one guard each.
 */

/** Staff add an intake photo to a parcel. */
export async function staffPhotoRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, reads, photos, rateLimitStore, rateLimits } = instance.ctx;
  // Only here: every other route keeps refusing forms (JSON bodies, the import's CSV).
  await instance.register(multipart);

  app.post(
    '/api/staff/parcels/:trackCode/photos',
    {
      schema: {
        description: 'Staff add an intake photo (multipart, one file field `photo`; JPEG, PNG or WebP by its bytes, 5 MB, 5 a parcel).',
        params: trackCodeParamsSchema,
        response: { 201: photoCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = request.user!;
      await enforceWindow(rateLimitStore, `photos:user:${staff.id}`, rateLimits.photoUploads);
      const bytes = await readPhotoUpload(request);
      const { mediaType, extension } = checkPhoto(bytes);
      const parcel = await findParcelRow(reads, request.params.trackCode);
      if (!parcel) throw notFound(messages.parcelNotFound);

      const id = await addParcelPhoto(db, photos, { parcel, bytes, mediaType, extension, takenBy: staff.id }, request.log);
      return reply.code(201).send({ id, url: photoUrl(id) });
    },
  );
}

/** The owner's list of their parcel's photos: a phone proved, as for every parcel of theirs. */
export async function customerPhotoRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireVerifiedPhone);
  const { reads } = instance.ctx;

  app.get(
    '/api/package/:trackCode/photos',
    {
      schema: {
        description: "The intake photos of one of the caller's parcels (another phone's parcel reads as no parcel).",
        params: trackCodeParamsSchema,
        response: { 200: parcelPhotoListSchema, ...errors },
      },
    },
    async (request) => {
      const parcel = await findParcelRow(reads, request.params.trackCode);
      // Another phone's parcel reads as no parcel: whose codes exist is nobody else's business.
      if (!parcel || !ownsParcel(request.user!, parcel)) throw notFound(messages.parcelNotFound);
      return listAnswer(await findParcelPhotos(reads, parcel.id));
    },
  );
}

/** A photo's file, for staff and the parcel's owner (both signed in; the handler tells them apart). */
export async function photoFileRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  const { reads, photos } = instance.ctx;

  app.get(
    '/api/photos/:id',
    {
      schema: {
        description: "An intake photo's file, to staff and the parcel's owner only (else 404), served as the type its bytes are.",
        params: idParamsSchema,
        produces: 'image/*',
        // The file's bytes leave as they are: Fastify serializes no Buffer.
        response: { 200: z.instanceof(Buffer), ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const photo = await findPhotoForServing(reads, request.params.id);
      if (!photo || !(isStaff(user) || ownsParcel(user, photo))) throw notFound(messages.photoNotFound);
      const bytes = await photos.get(photo.storage_key);
      if (!bytes) throw notFound(messages.photoNotFound);
      // The type the bytes are, read again from them: a file changed in the store is not served as what it is not.
      let mediaType: string;
      try {
        mediaType = checkPhoto(bytes).mediaType;
      } catch {
        throw notFound(messages.photoNotFound);
      }
      return reply
        .header('content-type', mediaType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}
