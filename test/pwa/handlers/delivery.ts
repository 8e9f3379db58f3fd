import { http, HttpResponse } from 'msw';
import type { DeliveryRequest, DeliveryRequestInput } from '@contract';
import { mswServer } from '../msw-server';

/** /api/delivery over an in-memory list, so refetches see each change. Answers the bodies and methods sent. */
export function serveDeliveries(initial: DeliveryRequest[] = []) {
  let requests = [...initial];
  let nextId = 40;
  const sent: { method: string; body?: DeliveryRequestInput }[] = [];
  mswServer.use(
    http.get('*/api/delivery', () => HttpResponse.json({ list: requests, total: requests.length })),
    http.post('*/api/delivery', async ({ request }) => {
      const body = (await request.json()) as DeliveryRequestInput;
      sent.push({ method: 'POST', body });
      const now = new Date().toISOString();
      const created: DeliveryRequest = {
        id: nextId++,
        state: 'REQUESTED',
        trackCodes: body.trackCodes,
        address: 'Улаанбаатар, Сүхбаатар, 1-р хороо',
        recipient: 'Болд Батын',
        phone: body.phone ?? '99001122',
        note: body.note ?? '',
        createdAt: now,
        updatedAt: now,
      };
      requests = [created, ...requests];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/api/delivery/:id', ({ params }) => {
      sent.push({ method: 'DELETE' });
      requests = requests.map((request) => (request.id === Number(params.id) ? { ...request, state: 'CANCELLED' as const } : request));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}
