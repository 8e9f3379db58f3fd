import { http, HttpResponse } from 'msw';
import type { CargoAddress, Currency, WarehouseSummary } from '@contract';
import { organization } from '../fixtures';
import { mswServer } from '../msw-server';

const notFound = (message: string) => HttpResponse.json({ code: 404, message }, { status: 404 });

/** GET /api/warehouse/{orgId} answers the prices; PUT /api/staff/prices replaces them. Answers the PUT bodies. */
export function servePrices(initial: Currency = { kg: 3000, m3: 599, rate: 480 }, deliveryFee?: number) {
  let currency = initial;
  const puts: Currency[] = [];
  mswServer.use(
    http.get('*/api/warehouse/:orgId', () => HttpResponse.json({ data: { currency, deliveryFee } })),
    http.put('*/api/staff/prices', async ({ request }) => {
      currency = (await request.json()) as Currency;
      puts.push(currency);
      return HttpResponse.json({ data: { currency } });
    }),
  );
  return puts;
}

/**
 * The organisation's warehouses as the server lists them: GET /api/warehouse?orgId=…[&state=…] (400
 * for another organisation), and the staff's POST/PUT /api/staff/warehouses. Answers the bodies sent.
 */
export function serveWarehouses(initial: WarehouseSummary[]) {
  let list = [...initial];
  const sent: unknown[] = [];
  mswServer.use(
    http.get('*/api/warehouse', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('orgId') !== String(organization.id)) return HttpResponse.json({ code: 400, message: 'Буруу хүсэлт' }, { status: 400 });
      // As the server: the public list shows active warehouses only, whatever state is asked for.
      const shown = query.get('state') === 'ACTIVE' || !query.get('state') ? list.filter((item) => item.state === 'ACTIVE') : [];
      return HttpResponse.json({ list: shown, total: shown.length });
    }),
    http.get('*/api/staff/warehouses', () => HttpResponse.json({ list, total: list.length })),
    http.put('*/api/staff/warehouses/:id', async ({ request, params }) => {
      const body = (await request.json()) as { name: string; address: string; phone: string; state: WarehouseSummary['state'] };
      sent.push(body);
      const saved: WarehouseSummary = {
        id: Number(params.id),
        name: body.name,
        address: body.address,
        contactInfo: { phone: body.phone },
        state: body.state,
      };
      list = list.map((item) => (item.id === saved.id ? saved : item));
      return HttpResponse.json(saved);
    }),
  );
  return sent;
}

/** GET /api/cargoAddress/{id}: the receiving address of each warehouse given, 404 for any other. */
export function serveCargoAddresses(byId: Record<number, CargoAddress>) {
  mswServer.use(
    http.get('*/api/cargoAddress/:id', ({ params }) => {
      const address = byId[Number(params.id)];
      return address ? HttpResponse.json(address) : notFound('Агуулах олдсонгүй');
    }),
  );
}
