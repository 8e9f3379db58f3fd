import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiptWorker } from '../../../server/modules/ebarimt/receipt-worker';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/*
 * POST /api/staff/payments/{id}/refund: staff give a QPay payment back. QPay refunds it,
 * the payment is REFUNDED once, the ledger gets its reversal, the parcels are payable again, and
 * the e-barimt is returned through the outbox. On SQLite and (DATABASE_URL) PostgreSQL.
 */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8675');
});
afterAll(() => s.close());

/** A customer's parcels paid online (QPay confirmed through the callback); its receipt issued. */
async function paidOnline(fees: number[]) {
  const customer = await s.customerWithParcels(fees);
  const invoice = await s.call('POST', '/api/payments', customer.cookie, {});
  expect(invoice.statusCode, invoice.body).toBe(201);
  const id = invoice.json<{ id: number }>().id;
  s.qpay.pay(id);
  await as(s.t.app).get(`/api/payments/qpay/callback?payment=${id}`);
  expect((await s.call('GET', `/api/staff/payments/${id}`, s.staff)).json().status).toBe('PAID');
  return { ...customer, id };
}

const refund = (id: number, cookie = s.staff) => s.call('POST', `/api/staff/payments/${id}/refund`, cookie);

describe('refunding an online payment', () => {
  it('refunds at QPay, reverses the ledger, frees the parcels and returns the e-barimt; a second press is 409', async () => {
    const customer = await paidOnline([6000, 4000]);
    const receipt = () =>
      s.t.db
        .selectFrom('ebarimt_receipts')
        .selectAll()
        .where('source', '=', 'PAYMENT')
        .where('source_id', '=', customer.id)
        .executeTakeFirstOrThrow();
    const { posapi, taxLookup, shownReceipts } = s.t.app.ctx.ebarimt;
    const worker = createReceiptWorker({ db: s.t.db, posapi: posapi!, taxLookup, shownReceipts, log: s.t.app.log });
    while ((await worker.runOnce()) > 0);
    expect((await receipt()).status).toBe('ISSUED');

    const answer = await refund(customer.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe('REFUNDED');
    expect(s.qpay.invoiceFor(customer.id)!.payments.map((payment) => payment.status)).toEqual(['REFUNDED']);

    const sum = async (table: 'ledger_charges' | 'ledger_payments') =>
      (await s.t.db.selectFrom(table).select('amount').where('payment_id', '=', customer.id).execute()).reduce(
        (total, row) => total + row.amount,
        0,
      );
    expect(await sum('ledger_payments')).toBe(0);
    expect(await sum('ledger_charges')).toBe(0);
    // The parcels are payable again: the counter asks for their fees.
    const counter = await s.call('GET', `/api/staff/counter?q=${customer.phone}`, s.staff);
    expect(counter.json().totalDue).toBe(10_000);
    // The receipt is returned by the worker (once issued, DELETE /rest/receipt).
    await s.t.db.updateTable('ebarimt_receipts').set({ next_attempt_at: new Date().toISOString() }).execute();
    while ((await worker.runOnce()) > 0);
    expect((await receipt()).status).toBe('RETURNED');
    const audits = await s.t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'payment.refund')
      .where('object', '=', customer.phone)
      .execute();
    expect(audits).toHaveLength(1);

    expect((await refund(customer.id)).statusCode).toBe(409);
    expect(s.qpay.invoiceFor(customer.id)!.payments.map((payment) => payment.status)).toEqual(['REFUNDED']);
  });

  it('refuses what it must not refund, and changes nothing', async () => {
    const customer = await paidOnline([3000]);
    // Not staff.
    expect((await refund(customer.id, customer.cookie)).statusCode).toBe(403);
    expect((await refund(999_999)).statusCode).toBe(404);
    // Handed over already: the handover is undone first.
    expect(
      (await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: customer.codes, method: 'CASH', amountReceived: 0 })).statusCode,
    ).toBe(201);
    expect((await refund(customer.id)).statusCode).toBe(409);
    expect((await s.call('GET', `/api/staff/payments/${customer.id}`, s.staff)).json().status).toBe('PAID');
    expect(s.qpay.invoiceFor(customer.id)!.payments.map((payment) => payment.status)).toEqual(['PAID']);
    // An invoice not paid is not refunded.
    const open = await s.customerWithParcels([2000]);
    const invoice = await s.call('POST', '/api/payments', open.cookie, {});
    expect((await refund(invoice.json().id)).statusCode).toBe(409);
  });
});
