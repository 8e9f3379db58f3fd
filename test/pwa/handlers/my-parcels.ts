import { http, HttpResponse } from 'msw';
import type { CustomerParcel } from '@contract';
import { mswServer } from '../msw-server';

/** GET /api/package as the server answers it: the customer's parcels, narrowed by `status` when sent. Answers each status asked for. */
export function serveMyParcels(list: CustomerParcel[]) {
  const queries: (string | null)[] = [];
  mswServer.use(
    http.get('*/api/package', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      queries.push(status);
      const shown = status ? list.filter((parcel) => parcel.status === status) : list;
      return HttpResponse.json({ list: shown, total: shown.length });
    }),
  );
  return queries;
}
