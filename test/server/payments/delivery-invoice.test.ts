import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/*
 * POST /api/payments {deliveryId}: a door-delivery request paid now, one invoice for its
 * unpaid parcel fees plus the delivery fee; the courier then collects nothing, and the ledger
 * charges the fee once. On SQLite and (DATABASE_URL) PostgreSQL.
 */

const DELIVERY_FEE = 3000;
let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8665');
  const prices = await as(s.t.app, s.staff).put('/api/staff/prices', { kg: 3000, m3: 599, rate: 482.5, deliveryFee: DELIVERY_FEE });
  expect(prices.statusCode, prices.body).toBe(200);
});
afterAll(() => s.close());

/** A customer with ready parcels and a door-delivery request for all of them. */
async function requestedDelivery(fees: number[]) {
  const customer = await s.customerWithParcels(fees);
  const address = await s.call('POST', '/api/address', customer.cookie, {
    type: 'HOME',
    firstName: 'Бат',
    lastName: 'Дорж',
    phone: customer.phone,
    city: 'Улаанбаатар',
    district: 'Сүхбаатар',
    subdistrict: '1-р хороо',
  });
  const request = await s.call('POST', '/api/delivery', customer.cookie, { trackCodes: customer.codes, addressId: address.json().id });
  expect(request.statusCode, request.body).toBe(201);
  return { ...customer, deliveryId: request.json<{ id: number }>().id };
}

const move = (id: number, body: object) => as(s.t.app, s.staff).patch(`/api/staff/delivery/${id}`, body);

describe('POST /api/payments {deliveryId}', () => {
  it('one invoice for the parcels and the delivery fee; paid, the courier collects nothing and the fee is charged once', async () => {
    const customer = await requestedDelivery([5000, 2000]);
    const invoice = await s.call('POST', '/api/payments', customer.cookie, { deliveryId: customer.deliveryId });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().amount).toBe(5000 + 2000 + DELIVERY_FEE);
    expect(s.qpay.invoices.at(-1)!.amount).toBe(5000 + 2000 + DELIVERY_FEE);

    // While the invoice is open the courier cannot finish it (PAYMENT_PENDING), nor can a second invoice be made.
    expect((await move(customer.deliveryId, { state: 'OUT_FOR_DELIVERY' })).statusCode).toBe(200);
    const early = await move(customer.deliveryId, { state: 'DONE', collected: { method: 'CASH', amount: 10_000 } });
    expect(early.json()).toMatchObject({ code: 409, reason: 'PAYMENT_PENDING' });
    const second = await s.call('POST', '/api/payments', customer.cookie, { deliveryId: customer.deliveryId });
    expect(second.json()).toMatchObject({ code: 409, reason: 'PAYMENT_PENDING' });

    s.qpay.pay(invoice.json().id);
    await as(s.t.app).get(`/api/payments/qpay/callback?payment=${invoice.json().id}`);
    const own = (await s.call('GET', '/api/delivery', customer.cookie)).json<{ list: Array<{ id: number; totalDue: number }> }>();
    expect(own.list.find((request) => request.id === customer.deliveryId)?.totalDue).toBe(0);
    const done = await move(customer.deliveryId, { state: 'DONE' });
    expect(done.statusCode, done.body).toBe(200);

    const charges = await s.t.db.selectFrom('ledger_charges').selectAll().where('phone', '=', customer.phone).execute();
    const payments = await s.t.db.selectFrom('ledger_payments').selectAll().where('phone', '=', customer.phone).execute();
    expect(charges.filter((row) => row.kind === 'DELIVERY').map((row) => row.amount)).toEqual([DELIVERY_FEE]);
    const sum = (rows: Array<{ amount: number }>) => rows.reduce((total, row) => total + row.amount, 0);
    expect(sum(payments)).toBe(5000 + 2000 + DELIVERY_FEE);
    expect(sum(payments)).toBe(sum(charges));
    expect(payments.every((row) => row.method === 'QPAY' && row.source === 'ONLINE')).toBe(true);
  });

  it('refuses what it cannot invoice, and changes nothing', async () => {
    const customer = await requestedDelivery([4000]);
    const other = await s.customerWithParcels([1000]);
    const before = await s.t.db.selectFrom('payments').select('id').execute();
    // Someone else's request reads as none.
    expect((await s.call('POST', '/api/payments', other.cookie, { deliveryId: customer.deliveryId })).statusCode).toBe(404);
    expect((await s.call('POST', '/api/payments', customer.cookie, { deliveryId: 999_999 })).statusCode).toBe(404);
    // The request's parcels are all paid for: codes are not chosen.
    const both = await s.call('POST', '/api/payments', customer.cookie, { deliveryId: customer.deliveryId, trackCodes: customer.codes });
    expect(both.statusCode).toBe(400);
    for (const deliveryId of [0, -1, 'x', 1.5]) {
      const bad = await s.call('POST', '/api/payments', customer.cookie, { deliveryId });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Хүргэлтийн дугаар буруу байна');
    }
    expect(await s.t.db.selectFrom('payments').select('id').execute()).toEqual(before);
  });

  it('a request delivered already, or with nothing left to pay, is a 409', async () => {
    const customer = await requestedDelivery([4000]);
    await move(customer.deliveryId, { state: 'OUT_FOR_DELIVERY' });
    await move(customer.deliveryId, { state: 'DONE', collected: { method: 'CASH', amount: 4000 + DELIVERY_FEE } });
    expect((await s.call('POST', '/api/payments', customer.cookie, { deliveryId: customer.deliveryId })).statusCode).toBe(409);
  });
});
