import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSubscription } from '../helpers/fake-push-service';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/* Racing callbacks and invoices, on SQLite and (with DATABASE_URL) PostgreSQL: a payment is recorded once. */

const PARALLEL = 50;
let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8625', { push: { allowedOrigins: ['https://push.example.mn'] } });
});
afterAll(() => s.close());

describe('racing', () => {
  it(`${PARALLEL} callbacks at once for a paid invoice: one PAID, the parcels paid once, one e-barimt`, async () => {
    const customer = await s.customerWithParcels([9000, 3000]);
    // The customer's phone, subscribed to notifications: the payment is told once, with the first parcel's code.
    const subscribed = await as(s.t.app, customer.cookie).post('/api/push/subscriptions', {
      endpoint: 'https://push.example.mn/payer',
      expirationTime: null,
      keys: createTestSubscription('https://push.example.mn/payer').keys,
    });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id);
    const receipts = s.posapi.receipts.length;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        as(s.t.app).request(index % 2 ? 'POST' : 'GET', `/api/payments/qpay/callback?payment=${id}`),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200 && answer.body === 'SUCCESS')).toBe(true);
    const payment = await s.t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('PAID');
    const rows = await s.t.db.selectFrom('payment_parcels').selectAll().where('payment_id', '=', id).execute();
    expect(rows.map((row) => row.paid_parcel_id).sort()).toEqual(rows.map((row) => row.parcel_id).sort());
    expect(rows.every((row) => row.open_parcel_id === null)).toBe(true);
    expect(s.posapi.receipts.length - receipts).toBe(1);
    const pushes = await s.t.db.selectFrom('notification_outbox').select(['event', 'track_code']).where('event', '=', 'PAID').execute();
    expect(pushes).toEqual([{ event: 'PAID', track_code: [...customer.codes].sort()[0] }]);
  });

  it('10 invoices at once for the same parcels: one 201, the rest 409, one open payment', async () => {
    const customer = await s.customerWithParcels([5000]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.call('POST', '/api/payments', customer.cookie, {})));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const open = await s.t.db
      .selectFrom('payments')
      .select('id')
      .where('phone', '=', customer.phone)
      .where('status', '=', 'OPEN')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('a cash handover and an invoice for one parcel at once: never both', async () => {
    const customer = await s.customerWithParcels([4000]);
    const [invoice, cash] = await Promise.all([
      s.call('POST', '/api/payments', customer.cookie, {}),
      s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: customer.codes, method: 'CASH', amountReceived: 4000 }),
    ]);
    expect([invoice.statusCode, cash.statusCode].filter((code) => code === 201)).toHaveLength(1);
  });
});
