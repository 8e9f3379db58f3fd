import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOpenPayments } from '../../../server/modules/payments/payment-worker';
import { expectApiError } from '../helpers/api-error';
import { createPaymentSetup } from './payment-setup';
import { as } from '../helpers/as-user';

/*
 * Money QPay received for an invoice after it was closed, kept against what the customer owes: the
 * counter shows it as credit, a handover takes that much less (the till counts only what it took),
 * the credit is used once even by two counters at once, and an undo gives it back. SQLite and PostgreSQL.
 */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8631');
});
afterAll(() => s.close());

const counterOf = async (phone: string) => (await s.call('GET', `/api/staff/counter?q=${phone}`, s.staff)).json();
/** The customer's own pickup card ("Миний ачаа"). */
const pickupCardOf = async (cookie: string) => (await s.call('GET', '/api/package/pickup', cookie)).json();
const cashOn = async (day: unknown) =>
  (day as { byMethod: Array<{ method: string; total: number }> }).byMethod.find((row) => row.method === 'CASH')?.total ?? 0;

/** A customer whose first invoice got `late` ₮ from QPay after it expired: the late money, not kept yet. */
async function customerWithLateMoney(fees: number[], late: number) {
  const customer = await s.customerWithParcels(fees);
  const { id } = (await s.call('POST', '/api/payments', customer.cookie, { trackCodes: [customer.codes[0]] })).json();
  s.qpay.pay(id, late);
  await as(s.t.app).get(`/api/payments/qpay/callback?payment=${id}`);
  await s.t.db
    .updateTable('payments')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
  await checkOpenPayments(s.t.db, s.t.app.ctx.payments, s.t.app.log);
  expect((await counterOf(customer.phone)).lateMoney).toEqual([expect.objectContaining({ id, amount: late })]);
  return { ...customer, paymentId: id as number };
}

describe('late money kept as credit', () => {
  it('kept once: the counter shows the credit, the handover takes that much less, the till counts the cash taken, undo gives it back', async () => {
    const customer = await customerWithLateMoney([12_000], 5000);
    // Late money not kept yet is no credit.
    expect(await pickupCardOf(customer.cookie)).not.toHaveProperty('credit');
    const kept = await s.call('POST', `/api/staff/payments/${customer.paymentId}/keep`, s.staff);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ id: customer.paymentId, credit: 5000 });
    // Kept once, and kept money is not refunded as well.
    const again = await s.call('POST', `/api/staff/payments/${customer.paymentId}/keep`, s.staff);
    expectApiError(again, 409);
    expect(again.json().reason).toBe('NOT_LATE_MONEY');
    expect((await s.call('POST', `/api/staff/payments/${customer.paymentId}/refund`, s.staff)).json().reason).toBe('NOT_PAID');
    expect(await counterOf(customer.phone)).toMatchObject({ totalDue: 12_000, credit: 5000, lateMoney: [] });
    // The customer's card says so beside the amount due, which the counter lowers by it.
    expect(await pickupCardOf(customer.cookie)).toMatchObject({ totalDue: 12_000, credit: 5000 });

    const short = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 6999,
    });
    expectApiError(short, 409);
    expect(short.json().reason).toBe('WRONG_AMOUNT');
    const reportBefore = (await s.call('GET', '/api/staff/reports/day', s.staff)).json();
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 10_000,
    });
    expect(handover.statusCode, handover.body).toBe(201);
    expect(handover.json()).toMatchObject({ total: 7000, creditUsed: 5000, amountReceived: 10_000, change: 3000 });
    // The parcel is paid in full; the till's CASH grew by what it took, not by the parcel's fee.
    const rows = await s.t.db
      .selectFrom('ledger_payments')
      .select(['parcel_id', 'amount', 'method'])
      .where('handover_id', '=', handover.json().id)
      .execute();
    expect(rows.toSorted((a, b) => b.amount - a.amount)).toEqual([
      { parcel_id: expect.any(Number), amount: 12_000, method: 'CASH' },
      { parcel_id: null, amount: -5000, method: 'CASH' },
    ]);
    const reportAfter = (await s.call('GET', '/api/staff/reports/day', s.staff)).json();
    expect((await cashOn(reportAfter)) - (await cashOn(reportBefore))).toBe(7000);
    expect((await counterOf(customer.phone)).credit).toBe(0);
    expect(await pickupCardOf(customer.cookie)).not.toHaveProperty('credit');
    // The printed receipt lists the fee and the credit used; the e-barimt covers the whole fee.
    const receipt = (await s.call('GET', `/api/staff/handovers/${handover.json().id}`, s.staff)).json();
    expect(receipt).toMatchObject({ total: 7000, creditUsed: 5000 });
    expect(s.posapi.receipts.at(-1)!.body).toMatchObject({ totalAmount: 12_000 });

    const undone = await s.call('POST', `/api/staff/handovers/${handover.json().id}/undo`, s.staff);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await counterOf(customer.phone)).toMatchObject({ totalDue: 12_000, credit: 5000 });
    expect(await pickupCardOf(customer.cookie)).toMatchObject({ totalDue: 12_000, credit: 5000 });
  });

  it('two counters hand over different parcels of one customer at once: the credit is used by one of them only', async () => {
    const fees = Array.from({ length: 20 }, (_, index) => (index + 3) * 1000);
    const customer = await customerWithLateMoney(fees, 2500);
    expect((await s.call('POST', `/api/staff/payments/${customer.paymentId}/keep`, s.staff)).statusCode).toBe(200);
    // The first parcel's invoice expired; every parcel is payable at the counter.
    const answers = await Promise.all(
      customer.codes.map((code, index) =>
        s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: [code], method: 'CASH', amountReceived: fees[index]! }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const used = answers.map((answer) => answer.json().creditUsed ?? 0);
    expect(used.filter((amount) => amount > 0)).toEqual([2500]);
    expect((await counterOf(customer.phone)).credit).toBe(0);
    const net = await s.t.db
      .selectFrom('ledger_payments')
      .select((eb) => eb.fn.sum<number | string>('amount').as('total'))
      .where('phone', '=', customer.phone)
      .executeTakeFirstOrThrow();
    // Everything paid is the twenty fees: 2,500 by QPay (late, kept) and the rest in cash.
    expect(Number(net.total)).toBe(fees.reduce((sum, fee) => sum + fee, 0));
  });

  it('staff keep and refund the same late money at once: exactly one of them wins', async () => {
    const customer = await customerWithLateMoney([9000], 4000);
    const [keep, refund] = await Promise.all([
      s.call('POST', `/api/staff/payments/${customer.paymentId}/keep`, s.staff),
      s.call('POST', `/api/staff/payments/${customer.paymentId}/refund`, s.staff),
    ]);
    expect([keep.statusCode, refund.statusCode].toSorted()).toEqual([200, 409]);
    const credit = (await counterOf(customer.phone)).credit;
    const refunded = s.qpay.invoices.find((invoice) => invoice.senderInvoiceNo === String(customer.paymentId))!.payments;
    if (keep.statusCode === 200) {
      expect(credit).toBe(4000);
      expect(refunded.map((entry) => entry.status)).not.toContain('REFUNDED');
    } else {
      expect(credit).toBe(0);
      expect(refunded.map((entry) => entry.status)).toContain('REFUNDED');
    }
  });

  it('a part paid late is refunded at QPay like a whole payment, and then it cannot be kept', async () => {
    const customer = await customerWithLateMoney([9000], 3000);
    const refund = await s.call('POST', `/api/staff/payments/${customer.paymentId}/refund`, s.staff);
    expect(refund.statusCode, refund.body).toBe(200);
    const rows = s.qpay.invoices.find((invoice) => invoice.senderInvoiceNo === String(customer.paymentId))!.payments;
    expect(rows.map((entry) => entry.status)).toEqual(['REFUNDED']);
    expect((await s.call('POST', `/api/staff/payments/${customer.paymentId}/keep`, s.staff)).json().reason).toBe('NOT_LATE_MONEY');
    expect(await counterOf(customer.phone)).toMatchObject({ credit: 0, lateMoney: [] });
  });

  it('bad input changes nothing: an unknown id is 404, a paid or open invoice is not late money, a non-number id is 400', async () => {
    expectApiError(await s.call('POST', '/api/staff/payments/999999/keep', s.staff), 404);
    expectApiError(await s.call('POST', '/api/staff/payments/abc/keep', s.staff), 400);
    const customer = await s.customerWithParcels([4000]);
    const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
    const open = await s.call('POST', `/api/staff/payments/${id}/keep`, s.staff);
    expectApiError(open, 409);
    expect(open.json().reason).toBe('NOT_LATE_MONEY');
    // Only staff keep money.
    expectApiError(await s.call('POST', `/api/staff/payments/${id}/keep`, customer.cookie), 403);
  });
});
