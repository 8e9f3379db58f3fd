import { http, HttpResponse } from 'msw';
import type { ParcelStatus, StaffParcel } from '@contract';
import { refusedMove } from '@contract/status-moves';
import { NOT_MEASURED } from '../fixtures';
import { mswServer } from '../msw-server';
import { apiMessages } from '@contract/api-messages';
import { reasonMessages } from '@contract/reason-messages';
import type { ErrorReason } from '@contract/error-reasons';
import { apiError } from './api-error';

type CreateBody = { trackCode: string; phone: string; price?: number; status?: ParcelStatus };
type PatchBody = { status?: ParcelStatus; price?: number };

const MOVED_AT = '2026-11-21T07:30:00.000Z';

/**
 * The staff parcel endpoints over an in-memory set, with the contract's own status rule: GET (404 for
 * an unknown code), POST (409 for a known one), PATCH (409 with the rule's reason for a refused move),
 * POST …/undo (409 once the parcel has moved on). Answers what was created, patched and undone, in order.
 */
export function serveStaffParcels(initial: StaffParcel[] = []) {
  const byCode = new Map(initial.map((parcel) => [parcel.trackCode, parcel]));
  const created: CreateBody[] = [];
  const patches: { code: string; body: PatchBody }[] = [];
  const undos: { code: string; body: { from: ParcelStatus; to: ParcelStatus } }[] = [];
  const missing = () => apiError(404, apiMessages.parcelNotFound);
  const conflict = (message: string, reason: ErrorReason) => apiError(409, message, reason);
  mswServer.use(
    http.get('*/api/staff/parcels/:code', ({ params }) => {
      const found = byCode.get(String(params.code));
      return found ? HttpResponse.json(found) : missing();
    }),
    http.post('*/api/staff/parcels', async ({ request }) => {
      const body = (await request.json()) as CreateBody;
      created.push(body);
      if (byCode.has(body.trackCode)) return conflict(reasonMessages.TRACK_CODE_TAKEN, 'TRACK_CODE_TAKEN');
      const status = body.status ?? 'REGISTERED';
      const parcel: StaffParcel = {
        trackCode: body.trackCode,
        phone: body.phone ?? '',
        owner: null,
        price: body.price ?? null,
        status,
        state: 'ACTIVE',
        ...NOT_MEASURED,
        priceSource: body.price === undefined ? null : 'MANUAL',
        createdAt: MOVED_AT,
        updatedAt: MOVED_AT,
        note: null,
        registeredBy: 'staff',
        history: [{ status, at: MOVED_AT }],
        photos: [],
      };
      byCode.set(parcel.trackCode, parcel);
      return HttpResponse.json(parcel, { status: 201 });
    }),
    http.patch('*/api/staff/parcels/:code', async ({ params, request }) => {
      const code = String(params.code);
      const body = (await request.json()) as PatchBody;
      patches.push({ code, body });
      const found = byCode.get(code);
      if (!found) return missing();
      const reason = body.status ? refusedMove(found.status, body.status) : null;
      if (reason) return conflict(reason, 'MOVE_REFUSED');
      const moved = body.status !== undefined && body.status !== found.status;
      const next: StaffParcel = {
        ...found,
        status: body.status ?? found.status,
        price: body.price ?? found.price,
        updatedAt: MOVED_AT,
        history: moved && body.status ? [...found.history, { status: body.status, at: MOVED_AT }] : found.history,
      };
      byCode.set(code, next);
      return HttpResponse.json(moved ? { ...next, movedFrom: found.status } : next);
    }),
    http.post('*/api/staff/parcels/:code/undo', async ({ params, request }) => {
      const code = String(params.code);
      const body = (await request.json()) as { from: ParcelStatus; to: ParcelStatus };
      undos.push({ code, body });
      const found = byCode.get(code);
      if (!found) return missing();
      if (found.status !== body.to) return conflict(reasonMessages.MOVE_NOT_UNDOABLE, 'MOVE_NOT_UNDOABLE');
      const next: StaffParcel = {
        ...found,
        status: body.from,
        history: [...found.history, { status: body.from, at: MOVED_AT, event: 'UNDO' }],
      };
      byCode.set(code, next);
      return HttpResponse.json(next);
    }),
  );
  return { created, patches, undos };
}
