import { http, HttpResponse } from 'msw';
import type { CustomerParcel, PickupAnswer } from '@contract';
import { UNMEASURED } from '../fixtures';
import { mswServer } from '../msw-server';
import { serveParcelTimelines, timelineOf } from './parcel-timelines';
import { reasonMessages } from '@contract/reason-messages';
import { apiError } from './api-error';

/**
 * GET /api/package as the server answers it: the customer's parcels, narrowed by `status` when sent,
 * and their timelines. Answers each status asked for.
 */
/** Nothing ready to collect, nothing collected: the pickup card stays away. */
export const NO_PICKUP: PickupAnswer = { code: null, ready: [], totalDue: 0, unpriced: 0, collected: [] };

/** `unpriced` is 0 unless given (most tests have every ready parcel priced). */
export function serveMyParcels(list: CustomerParcel[], pickup: Omit<PickupAnswer, 'unpriced'> & { unpriced?: number } = NO_PICKUP) {
  const queries: (string | null)[] = [];
  mswServer.use(
    http.get('*/api/package/pickup', () => HttpResponse.json({ unpriced: 0, ...pickup })),
    // The unclaimed-parcel search's own claims: none unless a test says otherwise.
    http.get('*/api/package/claims', () => HttpResponse.json({ list: [] })),
    http.get('*/api/package', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      queries.push(status);
      const shown = status ? list.filter((parcel) => parcel.status === status) : list;
      return HttpResponse.json({ list: shown, total: shown.length });
    }),
  );
  serveParcelTimelines((trackCode) => {
    const parcel = list.find((found) => found.trackCode === trackCode);
    return parcel ? timelineOf(parcel, parcel.createdAt) : undefined;
  });
  return queries;
}

/**
 * POST /api/package and DELETE /api/package/{code} as the server answers them: a code in `taken`
 * belongs to another phone (409). Answers what was registered and removed.
 */
export function serveParcelRegistration(taken: string[] = []) {
  const registered: Array<{ trackCode: string; note?: string }> = [];
  const removed: string[] = [];
  mswServer.use(
    http.post('*/api/package', async ({ request }) => {
      const body = (await request.json()) as { trackCode: string; note?: string };
      if (taken.includes(body.trackCode)) {
        return apiError(409, reasonMessages.TRACK_CODE_OF_ANOTHER, 'TRACK_CODE_OF_ANOTHER');
      }
      registered.push(body);
      const at = '2026-11-20T09:05:00.000Z';
      const parcel: CustomerParcel = {
        trackCode: body.trackCode,
        price: null,
        status: 'REGISTERED',
        ...UNMEASURED,
        createdAt: at,
        updatedAt: at,
        note: body.note ?? null,
        registeredBy: 'customer',
      };
      return HttpResponse.json(parcel, { status: 201 });
    }),
    http.delete('*/api/package/:trackCode', ({ params }) => {
      removed.push(String(params.trackCode));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { registered, removed };
}
