import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPaymentIds } from '../../../server/modules/payments/payment-repository';
import { checkOpenPayments, UNKNOWN_INVOICE_GRACE_MS, UNKNOWN_INVOICE_NOTE } from '../../../server/modules/payments/payment-worker';
import { LATE_MONEY_NOTE } from '../../../server/modules/payments/payment-service';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/* Online payment with QPay (a fake on 127.0.0.1) and its e-barimt (a fake PosAPI), on SQLite and PostgreSQL. */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8623');
});
afterAll(() => s.close());

const callback = (id: number, method: 'GET' | 'POST' = 'GET') => as(s.t.app).request(method, `/api/payments/qpay/callback?payment=${id}`);
const paymentOf = async (id: number, cookie: string) => (await s.call('GET', `/api/payments/${id}`, cookie)).json();
const runWorker = () => checkOpenPayments(s.t.db, s.t.app.ctx.payments, s.t.app.log);

describe('paying ready parcels online', () => {
  it('one invoice for every ready parcel: amount, QR, bank apps, the callback with our id; a second invoice for them is 409', async () => {
    const customer = await s.customerWithParcels([9000, 3000]);
    const options = await s.call('GET', '/api/payments/options', customer.cookie);
    expect(options.json()).toEqual({ online: true });
    const created = await s.call('POST', '/api/payments', customer.cookie, {});
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json();
    expect(payment).toMatchObject({ amount: 12_000, qrText: expect.stringContaining('QPAY'), qrImage: expect.any(String) });
    expect(payment.urls.map((bank: { name: string }) => bank.name)).toEqual(['Khan bank', 'Golomt bank']);
    const invoice = s.qpay.invoiceFor(payment.id)!;
    expect(invoice).toMatchObject({ amount: 12_000, receiverCode: customer.phone });
    expect(invoice.callbackUrl).toBe(`https://achaa.example/api/payments/qpay/callback?payment=${payment.id}`);

    const again = await s.call('POST', '/api/payments', customer.cookie, { trackCodes: [customer.codes[0]] });
    expectApiError(again, 409);
    expect(again.json().reason).toBe('PAYMENT_PENDING');
    expect(await paymentOf(payment.id, customer.cookie)).toMatchObject({
      status: 'OPEN',
      amount: 12_000,
      trackCodes: customer.codes.toSorted(),
    });

    // The counter sees the open invoice and takes no cash for these parcels.
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter.ready.map((parcel: { paymentPending?: boolean }) => parcel.paymentPending)).toEqual([true, true]);
    const cash = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 12_000,
    });
    expectApiError(cash, 409);
    expect(cash.json().reason).toBe('PAYMENT_PENDING');
  });

  it('callbacks before paying change nothing; paid, the callback records it once, the e-barimt is issued once, the counter hands over with nothing due', async () => {
    const customer = await s.customerWithParcels([9000, 3000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    for (let index = 0; index < 3; index++) {
      const answer = await callback(id);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('SUCCESS');
    }
    expect((await paymentOf(id, customer.cookie)).status).toBe('OPEN');

    s.qpay.pay(id);
    const receiptsBefore = s.posapi.receipts.length;
    for (const method of ['POST', 'GET', 'POST'] as const) expect((await callback(id, method)).statusCode).toBe(200);
    const paid = await paymentOf(id, customer.cookie);
    expect(paid).toMatchObject({ status: 'PAID', paidAt: expect.any(String), ebarimt: { status: 'ISSUED', lottery: expect.any(String) } });
    expect(paid.qrText).toBeUndefined();
    expect(s.posapi.receipts.length).toBe(receiptsBefore + 1);
    const receipt = s.posapi.receipts.at(-1)!.body;
    expect(receipt).toMatchObject({ type: 'B2C_RECEIPT', totalAmount: 12_000, payments: [{ code: 'PAYMENT_CARD', paidAmount: 12_000 }] });
    expect(receipt.receipts[0].items).toHaveLength(2);
    // Only the receipt's id and state are stored: the lottery number is not in the database.
    const row = await s.t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(paid.ebarimt.lottery);

    const pickup = (await s.call('GET', '/api/package/pickup', customer.cookie)).json();
    expect(pickup).toMatchObject({ totalDue: 0, onlinePayment: true });
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter.ready.map((parcel: { paid: boolean }) => parcel.paid)).toEqual([true, true]);
    expect(counter.totalDue).toBe(0);
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 0,
    });
    expect(handover.statusCode, handover.body).toBe(201);
    expect(handover.json()).toMatchObject({ method: 'ONLINE', total: 0, amountReceived: 0 });
    // The receipt shows the payment's e-barimt (with its lottery while it is shown); no second receipt.
    expect(handover.json().ebarimt).toMatchObject({ status: 'ISSUED', lottery: paid.ebarimt.lottery });
    expect(s.posapi.receipts.length).toBe(receiptsBefore + 1);
  });

  it('a short payment (PARTIAL) pays nothing', async () => {
    const customer = await s.customerWithParcels([5000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id, 4000);
    await callback(id);
    await runWorker();
    expect((await paymentOf(id, customer.cookie)).status).toBe('OPEN');
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter).toMatchObject({ totalDue: 5000, ready: [{ paid: false, paymentPending: true }] });
  });

  it('partial payments that add up (5,000 + 7,000 on a 12,000 invoice) pay it: PAID, the ledger has the 12,000', async () => {
    const customer = await s.customerWithParcels([12_000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id, 5000);
    await callback(id);
    expect((await paymentOf(id, customer.cookie)).status).toBe('OPEN');
    s.qpay.pay(id, 7000);
    await callback(id);
    expect((await paymentOf(id, customer.cookie)).status).toBe('PAID');
    const ledger = await s.t.db.selectFrom('ledger_payments').select('amount').where('payment_id', '=', id).execute();
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(12_000);
  });

  it('an invoice QPay no longer knows (404) is closed as EXPIRED with a note once past its expiry and a grace period', async () => {
    const customer = await s.customerWithParcels([4500]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    const invoiceId = s.qpay.invoiceFor(id)!.invoiceId;
    // QPay forgets it: check and cancel answer 404.
    s.qpay.invoices.splice(
      s.qpay.invoices.findIndex((entry) => entry.invoiceId === invoiceId),
      1,
    );
    const expire = (msAgo: number) =>
      s.t.db
        .updateTable('payments')
        .set({ expires_at: new Date(Date.now() - msAgo).toISOString() })
        .where('id', '=', id)
        .execute();
    // Just expired: still inside the grace, it stays open (QPay may only be lagging).
    await expire(60_000);
    await runWorker();
    expect((await paymentOf(id, customer.cookie)).status).toBe('OPEN');
    await expire(UNKNOWN_INVOICE_GRACE_MS + 60_000);
    await runWorker();
    const row = await s.t.db.selectFrom('payments').select(['status', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'EXPIRED', note: UNKNOWN_INVOICE_NOTE });
    // The parcel is free for cash again.
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter).toMatchObject({ totalDue: 4500, openPayments: [] });
    expect(counter.ready[0].paymentPending ?? false).toBe(false);
  });

  it('the worker takes open invoices least recently checked first, so stuck ones cannot starve a new one', async () => {
    const customers = [await s.customerWithParcels([1000]), await s.customerWithParcels([1000]), await s.customerWithParcels([1000])];
    const ids: number[] = [];
    for (const customer of customers) ids.push((await s.call('POST', '/api/payments', customer.cookie, {})).json().id);
    // The two older ones were checked a moment ago; the newest never.
    await s.t.db.updateTable('payments').set({ checked_at: new Date().toISOString() }).where('id', 'in', ids.slice(0, 2)).execute();
    await s.t.db
      .updateTable('payments')
      .set({ checked_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('status', '=', 'OPEN')
      .where('id', 'not in', ids)
      .execute();
    expect((await openPaymentIds(s.t.db, 1)).map((row) => row.id)).toEqual([ids[2]]);
    const before = Date.now();
    await runWorker();
    const checked = await s.t.db.selectFrom('payments').select('checked_at').where('id', '=', ids[2]!).executeTakeFirstOrThrow();
    expect(Date.parse(new Date(checked.checked_at!).toISOString())).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a payment landing between the check and the cancel (callback lost) is recorded after the cancel, never lost, and the invoice stays closed', async () => {
    const customer = await s.customerWithParcels([6500]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    const qpay = s.t.app.ctx.payments.online!.qpay;
    const cancelInvoice = qpay.cancelInvoice.bind(qpay);
    // The customer's bank pays just as staff cancel: after QPay's check said unpaid, before the cancel.
    qpay.cancelInvoice = async (invoiceId) => {
      s.qpay.pay(id);
      await cancelInvoice(invoiceId);
    };
    try {
      expect((await s.call('POST', `/api/staff/payments/${id}/cancel`, s.staff)).json()).toMatchObject({ status: 'CANCELLED' });
    } finally {
      qpay.cancelInvoice = cancelInvoice;
    }
    const row = await s.t.db.selectFrom('payments').select(['status', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'CANCELLED', note: LATE_MONEY_NOTE });
    // The money is in the ledger, on no parcel: more paid than charged, for a person to refund or keep.
    const ledger = await s.t.db
      .selectFrom('ledger_payments')
      .select(['amount', 'method', 'parcel_id', 'note'])
      .where('payment_id', '=', id)
      .execute();
    expect(ledger).toEqual([{ amount: 6500, method: 'QPAY', parcel_id: null, note: LATE_MONEY_NOTE }]);
    expect(await s.t.db.selectFrom('ledger_charges').select('id').where('payment_id', '=', id).execute()).toEqual([]);

    // Staff see it at the counter, as money to give back (or keep against what is owed)...
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter.lateMoney).toEqual([{ id, amount: 6500, at: expect.any(String), trackCodes: customer.codes }]);
    expect(counter.openPayments).toEqual([]);
    // ...and give it back: refunded at QPay once, the ledger's row reversed, gone from the counter.
    const refunded = await s.call('POST', `/api/staff/payments/${id}/refund`, s.staff);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ id, status: 'REFUNDED' });
    expect(s.qpay.invoices.find((invoice) => invoice.senderInvoiceNo === String(id))!.payments.map((entry) => entry.status)).toEqual([
      'REFUNDED',
    ]);
    const net = await s.t.db.selectFrom('ledger_payments').select('amount').where('payment_id', '=', id).execute();
    expect(net.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect((await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json().lateMoney).toEqual([]);
    expectApiError(await s.call('POST', `/api/staff/payments/${id}/refund`, s.staff), 409);
  });

  it('a part paid (5,000 of 12,000) when the invoice expires: closed as EXPIRED, and the 5,000 received is in the ledger for staff', async () => {
    const customer = await s.customerWithParcels([12_000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id, 5000);
    await callback(id);
    expect((await paymentOf(id, customer.cookie)).status).toBe('OPEN');
    await s.t.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    await runWorker();
    const row = await s.t.db.selectFrom('payments').select(['status', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'EXPIRED', note: LATE_MONEY_NOTE });
    const ledger = await s.t.db.selectFrom('ledger_payments').select(['amount', 'parcel_id']).where('payment_id', '=', id).execute();
    expect(ledger).toEqual([{ amount: 5000, parcel_id: null }]);
    // The parcel is still owed in full, and staff see the 5,000 to give back or keep.
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter).toMatchObject({ totalDue: 12_000, lateMoney: [{ id, amount: 5000 }] });
  });

  it('a lost callback: the worker asks QPay and records the payment', async () => {
    const customer = await s.customerWithParcels([7000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id);
    await runWorker();
    expect((await paymentOf(id, customer.cookie)).status).toBe('PAID');
  });

  it('an expired invoice is cancelled at QPay by the worker and the parcels can be paid again; the customer can cancel', async () => {
    const customer = await s.customerWithParcels([7000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    await s.t.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    await runWorker();
    expect((await paymentOf(id, customer.cookie)).status).toBe('EXPIRED');
    expect(s.qpay.invoiceFor(id)!.cancelled).toBe(true);
    const second = await s.call('POST', '/api/payments', customer.cookie, {});
    expect(second.statusCode).toBe(201);
    const cancelled = await s.call('POST', `/api/payments/${second.json().id}/cancel`, customer.cookie);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(s.qpay.invoiceFor(second.json().id)!.cancelled).toBe(true);
    // Free again: cash at the counter is taken.
    const cash = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 7000,
    });
    expect(cash.statusCode).toBe(201);
  });
});

describe('QPay failing', () => {
  it('down or answering 500 on the invoice: a clear 503, nothing open, one call (no retry)', async () => {
    const customer = await s.customerWithParcels([6000]);
    const before = s.qpay.invoices.length;
    s.qpay.failNext('/invoice', 1, 500);
    const failed = await s.call('POST', '/api/payments', customer.cookie, {});
    expect(expectApiError(failed, 503)).toContain('QPay');
    expect(s.qpay.invoices.length).toBe(before);
    s.qpay.down();
    expectApiError(await s.call('POST', '/api/payments', customer.cookie, {}), 503);
    s.qpay.up();
    const open = await s.t.db.selectFrom('payment_parcels').select('open_parcel_id').where('open_parcel_id', 'is not', null).execute();
    const parcelId = (
      await s.t.db.selectFrom('parcels').select('id').where('track_code', '=', customer.codes[0]!).executeTakeFirstOrThrow()
    ).id;
    expect(open.map((row) => row.open_parcel_id)).not.toContain(parcelId);
    expect((await s.call('POST', '/api/payments', customer.cookie, {})).statusCode).toBe(201);
  });

  it('the check is retried after a 500; QPay down during a callback still answers 200 and pays nothing', async () => {
    const customer = await s.customerWithParcels([6000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id);
    s.qpay.down();
    expect((await callback(id)).statusCode).toBe(200);
    expect((await paymentOf(id, customer.cookie)).status).toBe('OPEN');
    s.qpay.up();
    s.qpay.failNext('/payment/check', 2, 500);
    await callback(id);
    expect((await paymentOf(id, customer.cookie)).status).toBe('PAID');
  });

  it('one login shared by many calls (expires_in is a Unix time)', async () => {
    const logins = s.qpay.logins;
    const customer = await s.customerWithParcels([1000, 2000, 3000]);
    for (const code of customer.codes)
      expect((await s.call('POST', '/api/payments', customer.cookie, { trackCodes: [code] })).statusCode).toBe(201);
    expect(s.qpay.logins).toBe(logins);
  });
});

describe('who may do what', () => {
  it('another customer cannot see the payment; a forged callback changes nothing; an unverified phone is refused', async () => {
    const owner = await s.customerWithParcels([4000]);
    const other = await s.customerWithParcels([]);
    const { id } = (await s.call('POST', '/api/payments', owner.cookie, {})).json();
    expectApiError(await s.call('GET', `/api/payments/${id}`, other.cookie), 404);
    expectApiError(await s.call('POST', `/api/payments/${id}/cancel`, other.cookie), 404);
    expect((await callback(999_999)).statusCode).toBe(200);
    expectApiError(await as(s.t.app).get('/api/payments/qpay/callback?payment=abc'), 400);
    expectApiError(await s.call('POST', '/api/payments', other.cookie, {}), 409);
    expectApiError(await s.call('POST', '/api/payments', owner.cookie, { trackCodes: ['NOT-MINE-1'] }), 409);
    await s.t.createUser({ phone: '86239999', password: 'unverified-pass', phoneVerified: false });
    const unverified = await s.t.login('86239999', 'unverified-pass');
    expectApiError(await s.call('POST', '/api/payments', unverified, {}), 403);
    expectApiError(await as(s.t.app).post('/api/payments', {}), 401);
  });

  it("each route group has its one guard: anyone the options and the callback, a proved phone the customer's invoices, staff the counter's", async () => {
    const owner = await s.customerWithParcels([2500]);
    const { id } = (await s.call('POST', '/api/payments', owner.cookie, {})).json();
    const anyone = (method: 'GET' | 'POST', url: string) => as(s.t.app).request(method, url);
    expect((await anyone('GET', '/api/payments/options')).statusCode).toBe(200);
    expect((await anyone('POST', `/api/payments/qpay/callback?payment=${id}`)).statusCode).toBe(200);
    await s.t.createUser({ phone: '86239998', password: 'unverified-pass', phoneVerified: false });
    const unverified = await s.t.login('86239998', 'unverified-pass');
    for (const [method, url] of [
      ['GET', '/api/payments'],
      ['GET', `/api/payments/${id}`],
      ['POST', `/api/payments/${id}/cancel`],
    ] as const) {
      expectApiError(await anyone(method, url), 401);
      const refused = await s.call(method, url, unverified);
      expectApiError(refused, 403);
      expect(refused.json().reason).toBe('PHONE_NOT_VERIFIED');
    }
    for (const [method, url, payload] of [
      ['POST', '/api/staff/payments', { phone: owner.phone }],
      ['GET', `/api/staff/payments/${id}`, undefined],
      ['POST', `/api/staff/payments/${id}/cancel`, undefined],
      ['POST', `/api/staff/payments/${id}/ebarimt`, undefined],
    ] as const) {
      expectApiError(await anyone(method, url), 401);
      const refused = await s.call(method, url, owner.cookie, payload);
      expectApiError(refused, 403);
      expect(refused.json().reason).toBe('STAFF_ONLY');
    }
    // Still open: none of the refused calls reached the invoice.
    expect(await paymentOf(id, owner.cookie)).toMatchObject({ status: 'OPEN' });
  });
});

describe('e-barimt at the counter', () => {
  it('cash gets a CASH receipt, a B2B one under the TIN of the register number; a voided handover returns it; a refusal is marked with the words of PosAPI and staff issue it again', async () => {
    const customer = await s.customerWithParcels([8500, 3000]);
    const [first, second] = customer.codes as [string, string];
    const cash = await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: [first], method: 'CASH', amountReceived: 8500 });
    expect(cash.json().ebarimt).toMatchObject({ status: 'ISSUED', lottery: expect.any(String), qrData: expect.any(String) });
    const body = s.posapi.receipts.at(-1)!.body;
    expect(body).toMatchObject({ type: 'B2C_RECEIPT', totalAmount: 8500, totalVAT: 772.73, totalCityTax: 0, payments: [{ code: 'CASH' }] });
    const undo = await s.call('POST', `/api/staff/handovers/${cash.json().id}/undo`, s.staff);
    expect(undo.json().ebarimt.status).toBe('RETURNED');
    expect(s.posapi.receipts.at(-1)!.returned).toBe(true);

    s.posapi.refuseNext(1, 'Барааны код буруу');
    const card = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: [first, second],
      method: 'CARD',
      amountReceived: 11_500,
      customerTin: '5317878',
    });
    expect(card.statusCode).toBe(201);
    expect(card.json().ebarimt).toEqual({ id: null, status: 'FAILED', message: 'Барааны код буруу' });
    const again = await s.call('POST', `/api/staff/handovers/${card.json().id}/ebarimt`, s.staff);
    expect(again.json().ebarimt).toMatchObject({ status: 'ISSUED', lottery: expect.any(String) });
    expect(s.posapi.receipts.at(-1)!.body).toMatchObject({
      type: 'B2B_RECEIPT',
      customerTin: '37000012345',
      payments: [{ code: 'PAYMENT_CARD' }],
    });
    expectApiError(await s.call('POST', `/api/staff/handovers/${card.json().id}/ebarimt`, s.staff), 409);
  });
});

describe('the counter’s own QPay invoice', () => {
  it('staff open it for the customer’s ready parcels, the QR is scanned and paid, and the handover is ONLINE with nothing due', async () => {
    const customer = await s.customerWithParcels([7000, 2000]);
    // Only staff: a customer cannot open one for someone else's phone.
    expectApiError(await s.call('POST', '/api/staff/payments', customer.cookie, { phone: customer.phone }), 403);
    expectApiError(await s.call('POST', '/api/staff/payments', s.staff, { phone: '123' }), 400);
    const created = await s.call('POST', '/api/staff/payments', s.staff, { phone: customer.phone });
    expect(created.statusCode, created.body).toBe(201);
    const { id, amount, qrText } = created.json();
    expect([amount, typeof qrText]).toEqual([9000, 'string']);
    // The same parcels cannot get a second invoice, nor cash, while it is open.
    expectApiError(await s.call('POST', '/api/payments', customer.cookie, {}), 409);
    const counter = (await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff)).json();
    expect(counter.ready.map((parcel: { paymentPending: boolean }) => parcel.paymentPending)).toEqual([true, true]);

    s.qpay.pay(id);
    expect((await callback(id)).statusCode).toBe(200);
    expect((await s.call('GET', `/api/staff/payments/${id}`, s.staff)).json()).toMatchObject({ status: 'PAID', amount: 9000 });
    // It is the customer's payment as much as one they made: they see it too.
    expect((await paymentOf(id, customer.cookie)).status).toBe('PAID');
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 0,
    });
    expect(handover.json()).toMatchObject({ method: 'ONLINE', total: 0 });
  });

  it('staff cancel an invoice the customer did not pay, and the parcels take cash again', async () => {
    const customer = await s.customerWithParcels([4000]);
    const { id } = (await s.call('POST', '/api/staff/payments', s.staff, { phone: customer.phone })).json();
    expect((await s.call('POST', `/api/staff/payments/${id}/cancel`, s.staff)).json()).toMatchObject({ status: 'CANCELLED' });
    expectApiError(await s.call('POST', `/api/staff/payments/${id}/cancel`, s.staff), 409);
    // Audited once, with who cancelled it, in the cancel's transaction.
    const audits = await s.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.cancel')
      .where('object', '=', `payment:${id}`)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_id).not.toBeNull();
    const cash = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 4000,
    });
    expect(cash.statusCode, cash.body).toBe(201);
  });

  it('a cancel of an invoice the customer paid meanwhile (callback lost) is 409 ALREADY_PAID: the payment is recorded, nothing cancelled, no cash taken twice', async () => {
    const customer = await s.customerWithParcels([5500]);
    const { id } = (await s.call('POST', '/api/staff/payments', s.staff, { phone: customer.phone })).json();
    s.qpay.pay(id);
    const cancel = await s.call('POST', `/api/staff/payments/${id}/cancel`, s.staff);
    expect(cancel.json()).toMatchObject({ code: 409, reason: 'ALREADY_PAID' });
    expect((await s.call('GET', `/api/staff/payments/${id}`, s.staff)).json()).toMatchObject({ status: 'PAID', amount: 5500 });
    const ledger = await s.t.db.selectFrom('ledger_payments').select(['amount', 'method']).where('payment_id', '=', id).execute();
    expect(ledger).toEqual([{ amount: 5500, method: 'QPAY' }]);
    expect(
      await s.t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'payment.cancel')
        .where('object', '=', `payment:${id}`)
        .execute(),
    ).toEqual([]);
    // Paid: the counter hands it over with nothing to take; the ledger still holds the one payment.
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 0,
    });
    expect(handover.json()).toMatchObject({ method: 'ONLINE', total: 0 });
    const paid = await s.t.db.selectFrom('ledger_payments').select('amount').where('phone', '=', customer.phone).execute();
    expect(paid).toEqual([{ amount: 5500 }]);
  });
});

describe('e-barimt of an online payment', () => {
  it('PosAPI refusing when QPay confirms: the payment stands, its receipt FAILED; staff issue it once, racing presses issue one', async () => {
    const customer = await s.customerWithParcels([6500]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    s.qpay.pay(id);
    s.posapi.refuseNext(1, 'Сугалааны дугаар дууссан');
    await callback(id);
    expect(await paymentOf(id, customer.cookie)).toMatchObject({
      status: 'PAID',
      ebarimt: { id: null, status: 'FAILED', message: 'Сугалааны дугаар дууссан' },
    });
    expectApiError(await s.call('POST', `/api/staff/payments/${id}/ebarimt`, customer.cookie), 403);
    const before = s.posapi.receipts.length;
    const presses = await Promise.all(Array.from({ length: 5 }, () => s.call('POST', `/api/staff/payments/${id}/ebarimt`, s.staff)));
    expect(presses.filter((press) => press.statusCode === 200)).toHaveLength(1);
    expect(presses.filter((press) => press.statusCode === 409)).toHaveLength(4);
    expect(s.posapi.receipts.length - before).toBe(1);
    expect(await paymentOf(id, customer.cookie)).toMatchObject({ ebarimt: { status: 'ISSUED', lottery: expect.any(String) } });
  });
});

describe('without QPay and PosAPI', () => {
  it('no online payment: options say so, POST is a clear 503, the pickup card offers none, cash works with no receipt', async () => {
    const plain = await createTestAppWithStaff('8624');
    try {
      const options = await as(plain.t.app).get('/api/payments/options');
      expect(options.json()).toEqual({ online: false });
      expectApiError(await as(plain.t.app, plain.customer).post('/api/payments', {}), 503);
      const pickup = await as(plain.t.app, plain.customer).get('/api/package/pickup');
      expect(pickup.json().onlinePayment).toBe(false);
    } finally {
      await plain.t.close();
    }
  });
});
