import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOpenPayments } from '../../../server/modules/payments/payment-worker';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/* The counter's own QPay invoice under racing requests, on SQLite and (with DATABASE_URL) PostgreSQL: one invoice, paid once. */

const CALLBACKS = 24;
let s: Awaited<ReturnType<typeof createPaymentSetup>>;
let secondStaff: string;
beforeAll(async () => {
  s = await createPaymentSetup('8629');
  secondStaff = await s.t.signInNewStaff('86299901');
});
afterAll(() => s.close());

const openPayments = (phone: string) =>
  s.t.db.selectFrom('payments').select(['id', 'user_id']).where('phone', '=', phone).where('status', '=', 'OPEN').execute();

describe('the counter’s own invoice, racing', () => {
  it('two staff open an invoice for the same parcel at once: one 201, one 409 PAYMENT_PENDING, one open payment', async () => {
    const customer = await s.customerWithParcels([5500]);
    const answers = await Promise.all(
      [s.staff, secondStaff].map((cookie) =>
        s.call('POST', '/api/staff/payments', cookie, { phone: customer.phone, trackCodes: customer.codes }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ reason: 'PAYMENT_PENDING' });
    const open = await openPayments(customer.phone);
    expect(open).toEqual([{ id: answers.find((answer) => answer.statusCode === 201)!.json().id, user_id: null }]);
  });

  it('the counter and the customer open one at once: one of them, never both', async () => {
    const customer = await s.customerWithParcels([2500, 2500]);
    const answers = await Promise.all([
      s.call('POST', '/api/staff/payments', s.staff, { phone: customer.phone }),
      s.call('POST', '/api/payments', customer.cookie, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await openPayments(customer.phone)).toHaveLength(1);
  });

  it(`${CALLBACKS} callbacks, worker passes and staff polls at once for a paid counter invoice: PAID once, the parcels paid once, one e-barimt`, async () => {
    const customer = await s.customerWithParcels([6000, 4000]);
    const created = await s.call('POST', '/api/staff/payments', s.staff, { phone: customer.phone });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    s.qpay.pay(id);
    const receipts = s.posapi.receipts.length;
    await Promise.all([
      ...Array.from({ length: CALLBACKS }, (_, index) =>
        as(s.t.app).request(index % 2 ? 'POST' : 'GET', `/api/payments/qpay/callback?payment=${id}`),
      ),
      ...Array.from({ length: 3 }, () => checkOpenPayments(s.t.db, s.t.app.ctx.payments, s.t.app.log)),
      ...Array.from({ length: 3 }, () => s.call('GET', `/api/staff/payments/${id}`, s.staff)),
    ]);
    expect((await s.call('GET', `/api/staff/payments/${id}`, s.staff)).json()).toMatchObject({
      status: 'PAID',
      amount: 10_000,
      ebarimt: { status: 'ISSUED', lottery: expect.any(String) },
    });
    const rows = await s.t.db.selectFrom('payment_parcels').selectAll().where('payment_id', '=', id).execute();
    expect(rows.map((row) => row.paid_parcel_id).sort()).toEqual(rows.map((row) => row.parcel_id).sort());
    expect(rows.every((row) => row.open_parcel_id === null)).toBe(true);
    expect(s.posapi.receipts.length - receipts).toBe(1);
    // Handed over with nothing due, once.
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 0,
    });
    expect(handover.json()).toMatchObject({ method: 'ONLINE', total: 0 });
  });
});
