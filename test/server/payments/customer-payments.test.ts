import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPaymentList } from '@contract';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/*
 * GET /api/payments: every payment of the customer's phone — online, at the counter, at
 * the door — newest first, from the ledger, with its e-barimt's id and status; on SQLite and
 * (DATABASE_URL) PostgreSQL.
 */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8655');
});
afterAll(() => s.close());

const paymentsOf = async (cookie: string) => {
  const answer = await s.call('GET', '/api/payments', cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CustomerPaymentList>();
};

describe('GET /api/payments', () => {
  it('lists the online payment, the counter handover and the door collection, newest first; an undone handover is gone', async () => {
    const customer = await s.customerWithParcels([9000, 6000, 4000, 2500]);
    const [online, counter, door, undone] = customer.codes as [string, string, string, string];
    expect(await paymentsOf(customer.cookie)).toEqual({ list: [], total: 0 });

    // Online: an invoice for one parcel, paid through QPay.
    const invoice = await s.call('POST', '/api/payments', customer.cookie, { trackCodes: [online] });
    expect(invoice.statusCode, invoice.body).toBe(201);
    s.qpay.pay(invoice.json().id);
    await as(s.t.app).get(`/api/payments/qpay/callback?payment=${invoice.json().id}`);

    // At the counter, in cash; and one handed over then undone (its money taken back).
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: [counter], method: 'CARD', amountReceived: 6000 });
    expect(handover.statusCode, handover.body).toBe(201);
    const mistaken = await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: [undone], method: 'CASH', amountReceived: 2500 });
    expect(mistaken.statusCode, mistaken.body).toBe(201);
    const undo = await as(s.t.app, s.staff).post(`/api/staff/handovers/${mistaken.json().id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);

    // At the door, collected by the courier.
    const address = await s.call('POST', '/api/address', customer.cookie, {
      type: 'HOME',
      firstName: 'Бат',
      lastName: 'Дорж',
      phone: customer.phone,
      city: 'Улаанбаатар',
      district: 'Сүхбаатар',
      subdistrict: '1-р хороо',
    });
    const request = await s.call('POST', '/api/delivery', customer.cookie, { trackCodes: [door], addressId: address.json().id });
    expect(request.statusCode, request.body).toBe(201);
    const { id: deliveryId, totalDue } = request.json<{ id: number; totalDue: number }>();
    const move = (body: object) => as(s.t.app, s.staff).patch(`/api/staff/delivery/${deliveryId}`, body);
    await move({ state: 'OUT_FOR_DELIVERY' });
    expect((await move({ state: 'DONE', collected: { method: 'CASH', amount: totalDue } })).statusCode).toBe(200);

    const answer = await paymentsOf(customer.cookie);
    expect(answer.total).toBe(3);
    expect(answer.list.map(({ source, method, amount, trackCodes }) => ({ source, method, amount, trackCodes }))).toEqual([
      { source: 'DOOR', method: 'CASH', amount: totalDue, trackCodes: [door] },
      { source: 'COUNTER', method: 'CARD', amount: 6000, trackCodes: [counter] },
      { source: 'ONLINE', method: 'QPAY', amount: 9000, trackCodes: [online] },
    ]);
    expect(answer.list.map((payment) => payment.id)).toEqual([deliveryId, handover.json().id, invoice.json().id]);
    // Each has its e-barimt (PosAPI is the test's fake): issued at payment, or waiting for the worker.
    for (const payment of answer.list) expect(['PENDING', 'ISSUED']).toContain(payment.ebarimt?.status);
    const times = answer.list.map((payment) => Date.parse(payment.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('each customer sees only their own payments; signed out is 401', async () => {
    const payer = await s.customerWithParcels([3000]);
    const other = await s.customerWithParcels([3000]);
    expect(
      (await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: payer.codes, method: 'CASH', amountReceived: 3000 })).statusCode,
    ).toBe(201);
    expect((await paymentsOf(payer.cookie)).total).toBe(1);
    expect(await paymentsOf(other.cookie)).toEqual({ list: [], total: 0 });
    expect((await as(s.t.app).get('/api/payments')).statusCode).toBe(401);
  });
});
