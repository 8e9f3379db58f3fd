import { http, HttpResponse } from 'msw';
import type { Handover, Payment, PaymentCreated } from '@contract';
import { reasonMessages } from '@contract/reason-messages';
import { mswServer } from '../msw-server';
import { apiError } from './api-error';

export const BANKS = [
  { name: 'Khan bank', description: 'Хаан банк', logo: 'https://qpay.mn/q/logo/khanbank.png', link: 'khanbank://q?qPay_QRcode=QR' },
  { name: 'Golomt bank', description: 'Голомт банк', logo: 'https://qpay.mn/q/logo/golomtbank.png', link: 'golomtbank://q?qPay_QRcode=QR' },
];

/**
 * POST /api/payments and GET /api/payments/{id} as the server answers them: the invoice is OPEN
 * until the test calls `pay()`, then PAID with an e-barimt whose lottery is shown. `refuse` makes
 * the POST answer that status with a Mongolian message instead.
 */
export function servePayments({ refuse }: { refuse?: { status: number; message: string } } = {}) {
  const state = { paid: false, created: 0, bodies: [] as unknown[], keys: [] as (string | null)[] };
  const open: Payment = {
    id: 7,
    status: 'OPEN',
    amount: 12_000,
    trackCodes: ['YT1001', 'YT1002'],
    expiresAt: '2026-11-26T10:20:00.000Z',
    qrText: '0002010102121531279404962794049600000000KKTQPAYinv-7',
    urls: BANKS,
  };
  mswServer.use(
    http.post('*/api/payments', async ({ request }) => {
      if (refuse) return apiError(refuse.status, refuse.message);
      state.created += 1;
      state.bodies.push(await request.json());
      state.keys.push(request.headers.get('idempotency-key'));
      const created: PaymentCreated = { id: 7, amount: 12_000, qrText: open.qrText!, qrImage: '', urls: BANKS, expiresAt: open.expiresAt };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get('*/api/payments/7', () =>
      HttpResponse.json(
        state.paid
          ? {
              id: 7,
              status: 'PAID',
              amount: 12_000,
              trackCodes: open.trackCodes,
              expiresAt: open.expiresAt,
              paidAt: '2026-11-26T10:05:00.000Z',
              ebarimt: { id: '037000000000000000000000000000001', status: 'ISSUED', lottery: 'AB 12345678', qrData: 'EBARIMT-QR' },
            }
          : open,
      ),
    ),
  );
  return {
    state,
    pay: () => {
      state.paid = true;
    },
  };
}

/** POST /api/staff/handovers/{id}/ebarimt: the receipt issued again, its lottery shown. */
export function serveEbarimtReissue(handover: Handover) {
  const calls: number[] = [];
  mswServer.use(
    http.post('*/api/staff/handovers/:id/ebarimt', ({ params }) => {
      calls.push(Number(params.id));
      return HttpResponse.json({ ...handover, ebarimt: { id: '0370001', status: 'ISSUED', lottery: 'CD 87654321', qrData: 'QR-2' } });
    }),
  );
  return calls;
}

/**
 * POST /api/staff/handovers: records each body (and its Idempotency-Key in `keys`) and answers 201
 * with a handover of it, `total` the given one (else the amount received).
 */
export function serveHandover({ total, delayMs = 0 }: { total?: number; delayMs?: number } = {}) {
  const sent: unknown[] = [];
  const keys: (string | null)[] = [];
  mswServer.use(
    http.post('*/api/staff/handovers', async ({ request }) => {
      const body = (await request.json()) as { trackCodes: string[]; method: Handover['method']; amountReceived: number };
      sent.push(body);
      keys.push(request.headers.get('idempotency-key'));
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const charged = total ?? body.amountReceived;
      const handover: Handover = {
        id: 9,
        parcels: body.trackCodes.map((trackCode) => ({
          trackCode,
          weightKg: null,
          widthCm: null,
          heightCm: null,
          lengthCm: null,
          fee: 9000,
        })),
        total: charged,
        method: body.method,
        staff: { id: 1, firstName: 'Ажилтан', lastName: 'Нэг' },
        at: '2026-11-26T02:00:00.000Z',
        customer: { phone: '99112233', firstName: 'Бат', lastName: 'Дорж' },
        amountReceived: body.amountReceived,
        change: body.method === 'CASH' ? body.amountReceived - charged : 0,
        voidedAt: null,
      };
      return HttpResponse.json(handover, { status: 201 });
    }),
  );
  // Not enumerable: `toEqual` on the bodies stays as it was.
  return Object.defineProperty(sent, 'keys', { value: keys, enumerable: false }) as unknown[] & { keys: (string | null)[] };
}

/**
 * The counter's own invoice: GET /api/payments/options says online payment is on, POST
 * /api/staff/payments opens invoice 9 (the bodies are kept), GET /api/staff/payments/9 is OPEN until
 * the test calls `pay()`.
 */
export function serveCounterPayment() {
  const state = { paid: false, cancelled: false, created: [] as unknown[] };
  const payment = (status: Payment['status']): Payment => ({
    id: 9,
    status,
    amount: 9000,
    trackCodes: ['YT1001'],
    expiresAt: '2026-11-26T10:20:00.000Z',
  });
  mswServer.use(
    http.get('*/api/payments/options', () => HttpResponse.json({ online: true })),
    http.post('*/api/staff/payments', async ({ request }) => {
      state.created.push(await request.json());
      const created: PaymentCreated = {
        id: 9,
        amount: 9000,
        qrText: '0002010102121531279404962794049600000000KKTQPAYinv-9',
        qrImage: '',
        urls: BANKS,
        expiresAt: '2026-11-26T10:20:00.000Z',
      };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get('*/api/staff/payments/9', () => HttpResponse.json(payment(state.paid ? 'PAID' : state.cancelled ? 'CANCELLED' : 'OPEN'))),
    http.post('*/api/staff/payments/9/cancel', () => {
      state.cancelled = true;
      return HttpResponse.json(payment('CANCELLED'));
    }),
  );
  return {
    get created() {
      return state.created;
    },
    pay: () => {
      state.paid = true;
    },
  };
}

/** The tax authority's company of the test: register number 5317878, TIN 53178780123. */
export const TEST_COMPANY = { regNo: '5317878', tin: '53178780123', name: 'Ачаа Карго ХХК', vatPayer: true };

/** GET /api/ebarimt/company: the test company under its register number or TIN, any other number 404 COMPANY_NOT_FOUND. */
export function serveCompanyLookup() {
  const asked: string[] = [];
  mswServer.use(
    http.get('*/api/ebarimt/company', ({ request }) => {
      const regNo = new URL(request.url).searchParams.get('regNo') ?? '';
      asked.push(regNo);
      if (regNo !== TEST_COMPANY.regNo && regNo !== TEST_COMPANY.tin)
        return apiError(404, reasonMessages.COMPANY_NOT_FOUND, 'COMPANY_NOT_FOUND');
      return HttpResponse.json({ tin: TEST_COMPANY.tin, name: TEST_COMPANY.name, vatPayer: TEST_COMPANY.vatPayer });
    }),
  );
  return asked;
}
