import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutsideServiceError } from '../../../server/lib/outside-call';
import { createQpayClient, isPaidInFull, qpayMessages } from '../../../server/modules/payments/qpay-client';
import { FAKE_QPAY_LOGIN, startFakeQpay, type FakeQpay } from '../helpers/fake-qpay';

/* The QPay v2 client against the fake: one shared token, renewal by the Unix-time expires_in, no retried invoice. */

let qpay: FakeQpay;
beforeAll(async () => {
  qpay = await startFakeQpay();
});
afterAll(() => qpay.close());

const client = () => createQpayClient({ baseUrl: qpay.url, ...FAKE_QPAY_LOGIN, retry: { attempts: 3, baseMs: 5 }, timeoutMs: 1000 });
const invoice = (no: string) => ({
  senderInvoiceNo: no,
  receiverCode: '99112233',
  description: 'test',
  amount: 1000,
  callbackUrl: 'https://x.example/cb',
});

describe('the token', () => {
  it('one login for many concurrent calls while the token lives', async () => {
    qpay.tokenSeconds = 3600;
    const before = qpay.logins;
    const qpayClient = client();
    await Promise.all(['a1', 'a2', 'a3', 'a4', 'a5'].map((no) => qpayClient.createInvoice(invoice(no))));
    expect(qpay.logins - before).toBe(1);
  });

  it('expires_in is a point in time: a token ending within the minute is renewed with the refresh token, not reused', async () => {
    qpay.tokenSeconds = 30;
    const logins = qpay.logins;
    const refreshes = qpay.refreshes;
    const qpayClient = client();
    await qpayClient.createInvoice(invoice('b1'));
    await qpayClient.createInvoice(invoice('b2'));
    expect(qpay.logins - logins).toBe(1);
    expect(qpay.refreshes - refreshes).toBe(1);
    qpay.tokenSeconds = 3600;
  });

  it('wrong credentials: a clear Mongolian error, not a crash', async () => {
    const wrong = createQpayClient({ baseUrl: qpay.url, ...FAKE_QPAY_LOGIN, password: 'nope', timeoutMs: 1000 });
    await expect(wrong.createInvoice(invoice('c1'))).rejects.toThrow(OutsideServiceError);
  });
});

describe('calls', () => {
  it('invoice creation is never repeated after a 500; a check is, with backoff', async () => {
    const qpayClient = client();
    const before = qpay.invoices.length;
    qpay.failNext('/invoice', 1, 500);
    await expect(qpayClient.createInvoice(invoice('d1'))).rejects.toThrow(qpayMessages.refused);
    expect(qpay.invoices.length).toBe(before);
    const created = await qpayClient.createInvoice(invoice('d2'));
    qpay.pay('d2');
    qpay.failNext('/payment/check', 2, 503);
    const check = await qpayClient.checkPayment(created.invoice_id);
    expect(isPaidInFull(check, 1000)).toBe(true);
  });

  it('a timeout or a cut connection is an OutsideServiceError with the customer message', async () => {
    qpay.down();
    try {
      await expect(client().checkPayment('x')).rejects.toThrow(qpayMessages.unavailable);
    } finally {
      qpay.up();
    }
  });
});

describe('paid in full', () => {
  it('PAID and PARTIAL rows adding up to the amount pay; a short sum, a refunded row or nothing does not', () => {
    const check = (rows: Array<{ payment_status: string; payment_amount: number }>) => ({
      count: rows.length,
      paid_amount: rows.reduce((sum, row) => sum + row.payment_amount, 0),
      rows,
    });
    expect(isPaidInFull(check([{ payment_status: 'PAID', payment_amount: 1000 }]), 1000)).toBe(true);
    expect(isPaidInFull(check([{ payment_status: 'PARTIAL', payment_amount: 600 }]), 1000)).toBe(false);
    expect(isPaidInFull(check([{ payment_status: 'PAID', payment_amount: 900 }]), 1000)).toBe(false);
    expect(isPaidInFull(check([{ payment_status: 'REFUNDED', payment_amount: 1000 }]), 1000)).toBe(false);
    expect(
      isPaidInFull(
        check([
          { payment_status: 'PARTIAL', payment_amount: 500 },
          { payment_status: 'PARTIAL', payment_amount: 500 },
        ]),
        1000,
      ),
    ).toBe(true);
    expect(isPaidInFull(check([]), 1000)).toBe(false);
  });
});
