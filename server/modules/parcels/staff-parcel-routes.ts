import {
  PARCEL_CSV_MAX_BYTES,
  PARCEL_CSV_MEDIA_TYPE,
  parcelImportPreviewSchema,
  parcelImportResultSchema,
  staffParcelCreateSchema,
  type StaffParcelCreate,
  staffParcelMoveAnswerSchema,
  staffParcelPatchSchema,
  staffParcelSchema,
  staffParcelUndoSchema,
  trackCodeParamsSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { HttpError, messages, notFound } from '../../lib/http-error';
import { DAY_MS, replyOnce, type IdempotencyScope, type StoredAnswer } from '../../lib/idempotency';
import { requireStaff } from '../../plugins/session';
import { findPrices } from '../warehouses/warehouse-repository';
import { importParcels, previewParcelImport } from './csv-import';
import { parseParcelCsv, priceImportRows } from './csv-rows';
import { editParcel, takeInScan, undoParcelMove } from './staff-parcel-edits';
import { findStaffParcel } from './staff-parcel-view';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * A station's scan carries its client id as the Idempotency-Key: a scan resent after a lost answer
 * (the offline queue, a flaky link) gets the first answer, never a second parcel. Kept a week, as a
 * scan may wait in a closed tab over a weekend.
 */
const INTAKE_KEYS: IdempotencyScope = { name: 'intake', keepMs: 7 * DAY_MS };

export async function staffParcelRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, organizationId } = instance.ctx;
  app.addContentTypeParser(PARCEL_CSV_MEDIA_TYPE, { parseAs: 'string', bodyLimit: PARCEL_CSV_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const loadStaffParcel = async (trackCode: string) => {
    const parcel = await findStaffParcel(db, trackCode);
    if (!parcel) throw notFound(messages.parcelNotFound);
    return parcel;
  };

  app.get(
    '/api/staff/parcels/:trackCode',
    {
      schema: {
        description: "Staff: one parcel with its owner's name, measures, shelf, photos and history.",
        params: trackCodeParamsSchema,
        response: { 200: staffParcelSchema, ...errors },
      },
    },
    async (request) => loadStaffParcel(request.params.trackCode),
  );

  /** One scan taken in: a new parcel (201), or a customer's pre-registered code received (200). */
  const registerScan = async (body: StaffParcelCreate, staffId: number): Promise<StoredAnswer> => {
    const created = await takeInScan(db, organizationId, body, staffId);
    return { statusCode: created ? 201 : 200, body: await loadStaffParcel(body.trackCode) };
  };

  app.post(
    '/api/staff/parcels',
    {
      schema: {
        description:
          "Staff take in a scan: a new parcel (201), a customer's pre-registered code received (200), or an unclaimed parcel (`unclaimed: true`). Weight and size price it by the rule. An `Idempotency-Key` makes a resend answer the first answer. A taken code is 409 `TRACK_CODE_TAKEN` with where the parcel is; a pre-registered code without a phone is 409 `PREREGISTERED_CONFIRM_PHONE` naming the claimant's phone.",
        body: staffParcelCreateSchema,
        response: { 200: staffParcelSchema, 201: staffParcelSchema, ...errors },
      },
    },
    async (request, reply) => replyOnce(db, INTAKE_KEYS, request, reply, () => registerScan(request.body, request.user!.id)),
  );

  app.patch(
    '/api/staff/parcels/:trackCode',
    {
      schema: {
        description:
          "Staff move a parcel's status and/or change its price, measures or shelf. A move is a compare-and-set on the status that was checked: a refused move is 409 `MOVE_REFUSED`, a move lost to another request 409 `CHANGED_MEANWHILE`; nothing changes then. The answer carries `movedFrom` for the screen's undo.",
        params: trackCodeParamsSchema,
        body: staffParcelPatchSchema,
        response: { 200: staffParcelMoveAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { trackCode } = request.params;
      const movedFrom = await editParcel(db, organizationId, trackCode, request.body, request.user!.id);
      // The batch screen offers the undo of this very move: it needs the status the parcel left.
      return { ...(await loadStaffParcel(trackCode)), ...(movedFrom ? { movedFrom } : {}) };
    },
  );

  // Takes the caller's last move back (a mis-tap on the scanner desk): a compare-and-set on the
  // status the move left, recorded as its own UNDO history row. Anything else is a 409.
  app.post(
    '/api/staff/parcels/:trackCode/undo',
    {
      schema: {
        description:
          'Staff take back their own last move of a parcel within the undo window (a compare-and-set, recorded as its own history row); anything else is 409 `MOVE_NOT_UNDOABLE`.',
        params: trackCodeParamsSchema,
        body: staffParcelUndoSchema,
        response: { 200: staffParcelSchema, ...errors },
      },
    },
    async (request) => {
      const { trackCode } = request.params;
      await undoParcelMove(db, trackCode, request.body, request.user!.id);
      return loadStaffParcel(trackCode);
    },
  );

  app.post(
    '/api/staff/parcels/import',
    {
      bodyLimit: PARCEL_CSV_MAX_BYTES,
      // JSON or a form is a client mistake about the format, not bad CSV: 415 says so.
      preValidation: async (request) => {
        // Media types are case-insensitive (`Text/CSV`) and may carry parameters (`; charset=utf-8`).
        const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (mediaType !== PARCEL_CSV_MEDIA_TYPE) throw new HttpError(415, messages.unsupportedMediaType);
      },
      schema: {
        description:
          "Staff import a CSV (`trackCode,phone,price`, optionally the scale's measures, `status` and `shelf` by header): new codes registered, known ones updated, all in one transaction, bad lines reported and skipped. `?dryRun=1` checks the file and writes nothing (the preview). The rules of the file: docs/intake.md.",
        consumes: PARCEL_CSV_MEDIA_TYPE,
        body: z.string(),
        querystring: z.object({ dryRun: z.enum(['0', '1'], { error: 'dryRun нь 0 эсвэл 1 байна' }).optional() }),
        response: { 200: z.union([parcelImportResultSchema, parcelImportPreviewSchema]), ...errors },
      },
    },
    async (request) => {
      const parsed = await parseParcelCsv(request.body);
      const { rows, errors: priceErrors } = priceImportRows(parsed.rows, await findPrices(db, organizationId));
      const lineErrors = [...parsed.errors, ...priceErrors];
      // The preview step of the staff screen: the same reading and checks, nothing written.
      if (request.query.dryRun === '1') return previewParcelImport(db, rows, lineErrors);
      const { created, updated, errors: intakeErrors } = await importParcels(db, rows, request.user!.id);
      return { created, updated, errors: [...lineErrors, ...intakeErrors].sort((a, b) => a.line - b.line) };
    },
  );
}
