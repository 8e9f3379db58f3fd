import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Contacts } from '@contract/contacts';

/** The organisation's contacts as the demo data has them: the footer asks for them on every screen. */
export const demoContacts: Contacts = {
  phones: ['77001234', '99001234'],
  chatUrl: 'https://m.me/achaacargo',
  pickupPoints: [
    {
      name: 'Улаанбаатар – төв салбар',
      address: 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15',
      hours: 'Даваа–Баасан 10:00–19:00',
      mapUrl: null,
    },
  ],
};

/**
 * One msw server for every component test; each test adds the handlers it needs with `mswServer.use`.
 * GET /api/contacts is answered by default, as every screen's footer asks for it; so is
 * GET /api/payments/options (no online payment) for the counter, which asks whether to offer QPay.
 */
export const mswServer = setupServer(
  http.get('*/api/contacts', () => HttpResponse.json(demoContacts)),
  http.get('*/api/payments/options', () => HttpResponse.json({ online: false })),
);
