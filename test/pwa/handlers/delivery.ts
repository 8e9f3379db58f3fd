import { http, HttpResponse } from 'msw';
import type { DeliveryRequest, DeliveryRequestInput } from '@contract';
import { mswServer } from '../msw-server';
import { memoryList } from './memory-list';

/** /api/delivery over an in-memory list. Answers the bodies and methods sent. */
export function serveDeliveries(initial: DeliveryRequest[] = []) {
  const requests = memoryList<DeliveryRequest, DeliveryRequestInput>('*/api/delivery', initial, 40);
  mswServer.use(
    requests.listHandler,
    http.post('*/api/delivery', async ({ request }) => {
      const body = await requests.received(request);
      const now = new Date().toISOString();
      const created: DeliveryRequest = {
        id: requests.newId(),
        state: 'REQUESTED',
        trackCodes: body.trackCodes,
        address: 'Улаанбаатар, Сүхбаатар, 1-р хороо',
        recipient: 'Болд Батын',
        phone: body.phone ?? '99001122',
        note: body.note ?? '',
        createdAt: now,
        updatedAt: now,
        deliveryFee: 5000,
        parcelFees: 8500 * body.trackCodes.length,
        totalDue: 5000 + 8500 * body.trackCodes.length,
      };
      requests.items = [created, ...requests.items];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/api/delivery/:id', ({ params }) => {
      requests.sent.push({ method: 'DELETE' });
      requests.items = requests.items.map((item) => (item.id === Number(params.id) ? { ...item, state: 'CANCELLED' as const } : item));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return requests.sent;
}
