import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createPaymentSetup } from '../payments/payment-setup';
import { as } from '../helpers/as-user';

/*
 * Bad input on the money paths: POST /api/payments, POST /api/staff/handovers and PATCH
 * /api/staff/delivery/{id} answer a Mongolian 400 (or a 409 with its reason) to negative, huge or
 * string amounts, NUL bytes, 1,000 codes, an unknown method or a reused Idempotency-Key, and write
 * nothing: no invoice at QPay, no handover, no ledger row, no parcel moved. SQLite and (DATABASE_URL)
 * PostgreSQL.
 */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8671');
  const prices = await as(s.t.app, s.staff).put('/api/staff/prices', { kg: 3000, m3: 599, rate: 482.5, deliveryFee: 2000 });
  expect(prices.statusCode, prices.body).toBe(200);
});
afterAll(() => s.close());

const count = async (table: 'payments' | 'handovers' | 'ledger_payments' | 'ledger_charges' | 'delivery_requests') =>
  Number(
    (
      await s.t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Everything the money paths write, and QPay's invoices: a refusal leaves all of it as it was. */
const snapshot = async () => ({
  payments: await count('payments'),
  handovers: await count('handovers'),
  ledgerPayments: await count('ledger_payments'),
  ledgerCharges: await count('ledger_charges'),
  deliveries: await count('delivery_requests'),
  invoicesAtQpay: s.qpay.invoices.length,
});

const post = (url: string, cookie: string, payload: unknown, key?: string) =>
  as(s.t.app, cookie, { headers: key === undefined ? {} : { 'idempotency-key': key } }).post(url, payload);

const thousandCodes = Array.from({ length: 1000 }, (_, index) => `BULK${index}`);

describe('POST /api/payments', () => {
  it.each([
    ['a NUL byte in a code', { trackCodes: ['A\u0000B'] }],
    ['1,000 codes', { trackCodes: thousandCodes }],
    ['codes as a string', { trackCodes: 'PAY1' }],
    ['a code twice', { trackCodes: ['PAY1', 'PAY1'] }],
    ['a NUL byte in the company number', { customerTin: '5317\u0000878' }],
    ['letters for the company number', { customerTin: 'ABCDEFG' }],
    ['a negative delivery id', { deliveryId: -1 }],
    ['a huge delivery id', { deliveryId: 1e15 }],
    ['a delivery id as a string', { deliveryId: '12' }],
    ['an amount of its own', { amount: -5000 }],
    ['a method of its own', { method: 'BITCOIN' }],
  ])('%s: a Mongolian 400, nothing written and nothing at QPay', async (_, body) => {
    const customer = await s.customerWithParcels([5000]);
    const before = await snapshot();
    expectApiError(await post('/api/payments', customer.cookie, body), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('a reused Idempotency-Key: the same body answers the first invoice, another body is 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const customer = await s.customerWithParcels([5000, 3000]);
    const first = await post('/api/payments', customer.cookie, { trackCodes: [customer.codes[0]] }, 'pay-attempt-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/payments', customer.cookie, { trackCodes: [customer.codes[0]] }, 'pay-attempt-1');
    expect([200, 201]).toContain(again.statusCode);
    expect(again.json().id).toBe(first.json().id);
    const before = await snapshot();
    const reused = await post('/api/payments', customer.cookie, { trackCodes: [customer.codes[1]] }, 'pay-attempt-1');
    expectApiError(reused, 409);
    expect(reused.json().reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await snapshot()).toEqual(before);
    for (const key of ['', 'x'.repeat(65), 'has space', 'nul%00key']) {
      expectApiError(await post('/api/payments', customer.cookie, { trackCodes: [customer.codes[1]] }, key), 400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('50 replays of one key at once: one invoice at QPay and in the ledger, every answer the same id', async () => {
    const customer = await s.customerWithParcels([5000]);
    const before = await snapshot();
    const body = { trackCodes: [customer.codes[0]] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/payments', customer.cookie, body, 'pay-race-key')));
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200 && code !== 201)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const after = await snapshot();
    expect(after.payments - before.payments).toBe(1);
    expect(after.invoicesAtQpay - before.invoicesAtQpay).toBe(1);
  });
});

describe('POST /api/staff/handovers', () => {
  it.each([
    ['a negative amount', { method: 'CASH', amountReceived: -5 }],
    ['a huge amount', { method: 'CASH', amountReceived: 1e15 }],
    ['an amount as a string', { method: 'CASH', amountReceived: '5000' }],
    ['a fraction of a tugrik', { method: 'CASH', amountReceived: 5000.5 }],
    ['an unknown method', { method: 'BITCOIN', amountReceived: 5000 }],
    ['a NUL byte in the company number', { method: 'CASH', amountReceived: 5000, customerTin: '5317\u0000878' }],
  ])('%s: a Mongolian 400, nothing handed over', async (_, body) => {
    const customer = await s.customerWithParcels([5000]);
    const before = await snapshot();
    expectApiError(await post('/api/staff/handovers', s.staff, { trackCodes: customer.codes, ...body }), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('1,000 codes or a NUL byte in one: 400; a reused key with another body: 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const customer = await s.customerWithParcels([5000, 3000]);
    const before = await snapshot();
    expectApiError(await post('/api/staff/handovers', s.staff, { trackCodes: thousandCodes, method: 'CASH', amountReceived: 0 }), 400);
    expectApiError(await post('/api/staff/handovers', s.staff, { trackCodes: ['A\u0000B'], method: 'CASH', amountReceived: 0 }), 400);
    expect(await snapshot()).toEqual(before);
    const first = await post(
      '/api/staff/handovers',
      s.staff,
      { trackCodes: [customer.codes[0]], method: 'CASH', amountReceived: 5000 },
      'till-1',
    );
    expect(first.statusCode, first.body).toBe(201);
    const after = await snapshot();
    const reused = await post(
      '/api/staff/handovers',
      s.staff,
      { trackCodes: [customer.codes[1]], method: 'CASH', amountReceived: 3000 },
      'till-1',
    );
    expectApiError(reused, 409);
    expect(reused.json().reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await snapshot()).toEqual(after);
  });

  it('parcels paid online: cash handed back as "change" is 409 WRONG_AMOUNT, nothing taken from the till', async () => {
    const customer = await s.customerWithParcels([4000]);
    const { id } = (await post('/api/payments', customer.cookie, {})).json<{ id: number }>();
    s.qpay.pay(id);
    expect((await as(s.t.app).get(`/api/payments/qpay/callback?payment=${id}`)).statusCode).toBe(200);
    const before = await snapshot();
    for (const method of ['CASH', 'CARD', 'TRANSFER', 'ONLINE']) {
      const answer = await post('/api/staff/handovers', s.staff, { trackCodes: customer.codes, method, amountReceived: 5000 });
      expect(expectApiError(answer, 409)).toContain('таарахгүй');
      expect(answer.json().reason).toBe('WRONG_AMOUNT');
    }
    expect(await snapshot()).toEqual(before);
    const handedOver = await post('/api/staff/handovers', s.staff, { trackCodes: customer.codes, method: 'ONLINE', amountReceived: 0 });
    expect(handedOver.statusCode, handedOver.body).toBe(201);
    expect(handedOver.json()).toMatchObject({ method: 'ONLINE', total: 0, change: 0 });
  });
});

describe('PATCH /api/staff/delivery/{id}', () => {
  it.each([
    ['a negative amount', { state: 'DONE', collected: { method: 'CASH', amount: -1 } }, 400],
    ['a huge amount', { state: 'DONE', collected: { method: 'CASH', amount: 1e15 } }, 400],
    ['an amount as a string', { state: 'DONE', collected: { method: 'CASH', amount: '7000' } }, 400],
    ['an unknown method', { state: 'DONE', collected: { method: 'BITCOIN', amount: 7000 } }, 400],
    ['a NUL byte in the method', { state: 'DONE', collected: { method: 'CASH\u0000', amount: 7000 } }, 400],
    ['a NUL byte in the state', { state: 'DONE\u0000', collected: { method: 'CASH', amount: 7000 } }, 400],
    ['an amount that is not what is due', { state: 'DONE', collected: { method: 'CASH', amount: 6999 } }, 409],
    ['nothing collected while something is due', { state: 'DONE' }, 409],
  ])('%s: refused, the request stays out for delivery and nothing is written', async (_, body, status) => {
    const customer = await s.customerWithParcels([5000]);
    const address = await post('/api/address', customer.cookie, {
      type: 'HOME',
      firstName: 'Бат',
      lastName: 'Дорж',
      phone: customer.phone,
      city: 'Улаанбаатар',
      district: 'Сүхбаатар',
      subdistrict: '1-р хороо',
    });
    const request = await post('/api/delivery', customer.cookie, { trackCodes: customer.codes, addressId: address.json().id });
    expect(request.statusCode, request.body).toBe(201);
    const { id } = request.json<{ id: number }>();
    const out = await as(s.t.app, s.staff).patch(`/api/staff/delivery/${id}`, { state: 'OUT_FOR_DELIVERY' });
    expect(out.statusCode, out.body).toBe(200);
    const before = await snapshot();
    const answer = await as(s.t.app, s.staff).patch(`/api/staff/delivery/${id}`, body);
    expectApiError(answer, status);
    if (status === 409) expect(answer.json().reason).toBe('WRONG_AMOUNT');
    expect(await snapshot()).toEqual(before);
    const row = await s.t.db.selectFrom('delivery_requests').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.state).toBe('OUT_FOR_DELIVERY');
  });
});
