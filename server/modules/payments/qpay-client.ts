import { z } from 'zod';
import { DEFAULT_RETRY, fetchWithTimeout, jsonOf, OutsideServiceError, withRetries, type RetryPolicy } from '../../lib/outside-call';

/*
 * QPay's merchant API v2 (docs/payments.md): a token from `POST /auth/token` (HTTP Basic), renewed
 * with `POST /auth/refresh`, shared by every call of this process; invoices created, checked and
 * cancelled. `expires_in` and `refresh_expires_in` are points in time (Unix seconds), not durations.
 */

export interface QpayOptions {
  baseUrl: string;
  username: string;
  password: string;
  invoiceCode: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
}

export const qpayMessages = {
  unavailable: 'QPay-тэй холбогдож чадсангүй. Түр хүлээгээд дахин оролдоно уу, эсвэл салбар дээр төлнө үү',
  refused: 'QPay нэхэмжлэх үүсгэж чадсангүй. Түр хүлээгээд дахин оролдоно уу, эсвэл салбар дээр төлнө үү',
} as const;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number(),
  refresh_expires_in: z.coerce.number().optional(),
});

const invoiceSchema = z.object({
  invoice_id: z.string().min(1),
  qr_text: z.string(),
  qr_image: z.string().default(''),
  urls: z
    .array(z.object({ name: z.string().default(''), description: z.string().default(''), logo: z.string().default(''), link: z.string() }))
    .default([]),
});
export type QpayInvoice = z.infer<typeof invoiceSchema>;

const checkSchema = z.object({
  count: z.coerce.number().default(0),
  paid_amount: z.coerce.number().default(0),
  rows: z
    .array(z.object({ payment_id: z.coerce.string().optional(), payment_status: z.string(), payment_amount: z.coerce.number().optional() }))
    .default([]),
});
export type QpayCheck = z.infer<typeof checkSchema>;

export interface NewInvoice {
  senderInvoiceNo: string;
  receiverCode: string;
  description: string;
  amount: number;
  callbackUrl: string;
}

export interface QpayClient {
  createInvoice(invoice: NewInvoice): Promise<QpayInvoice>;
  checkPayment(invoiceId: string): Promise<QpayCheck>;
  cancelInvoice(invoiceId: string): Promise<void>;
  /** Refunds one paid (card) payment of an invoice: `payment_id` from payment/check. */
  refundPayment(paymentId: string): Promise<void>;
}

/** A token is renewed this long before QPay says it ends, so a call in flight never carries a dead one. */
const EARLY_RENEWAL_MS = 60_000;

interface Token {
  access: string;
  refresh: string | undefined;
  expiresAt: number;
  refreshExpiresAt: number;
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new OutsideServiceError(qpayMessages.unavailable, `unexpected ${what} answer`);
  return result.data;
}

export function createQpayClient(options: QpayOptions): QpayClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  let token: Token | undefined;
  // One login at a time: concurrent calls wait for the same token instead of each logging in.
  let pending: Promise<Token> | undefined;

  const call = (path: string, init: RequestInit) => fetchWithTimeout(`${base}${path}`, init, timeoutMs, qpayMessages.unavailable);

  async function fetchToken(): Promise<Token> {
    const now = Date.now();
    const refreshable = token?.refresh && token.refreshExpiresAt - EARLY_RENEWAL_MS > now;
    const response = refreshable
      ? await call('/auth/refresh', { method: 'POST', headers: { authorization: `Bearer ${token!.refresh}` } })
      : await call('/auth/token', {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}` },
        });
    if (refreshable && response.status === 401) {
      token = undefined;
      return fetchToken();
    }
    const body = parsed(tokenSchema, await jsonOf(response, qpayMessages.unavailable), 'token');
    return {
      access: body.access_token,
      refresh: body.refresh_token,
      expiresAt: body.expires_in * 1000,
      refreshExpiresAt: (body.refresh_expires_in ?? 0) * 1000,
    };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - EARLY_RENEWAL_MS > Date.now()) return token.access;
    pending ??= fetchToken().finally(() => (pending = undefined));
    token = await pending;
    return token.access;
  }

  /** A call with the shared token; a 401 (QPay dropped the token early) logs in again once. */
  async function authorized(path: string, init: RequestInit): Promise<Response> {
    const send = async () =>
      call(path, {
        ...init,
        headers: { ...init.headers, 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
      });
    const response = await send();
    if (response.status !== 401) return response;
    token = undefined;
    return send();
  }

  return {
    async createInvoice(invoice) {
      // Once: a lost answer could mean an invoice exists, and a second would let the customer pay twice.
      const response = await authorized('/invoice', {
        method: 'POST',
        body: JSON.stringify({
          invoice_code: options.invoiceCode,
          sender_invoice_no: invoice.senderInvoiceNo,
          invoice_receiver_code: invoice.receiverCode,
          invoice_description: invoice.description,
          amount: invoice.amount,
          callback_url: invoice.callbackUrl,
        }),
      });
      const body = await jsonOf(response, qpayMessages.refused);
      return parsed(invoiceSchema, body, 'invoice');
    },
    async checkPayment(invoiceId) {
      return withRetries(retry, async () => {
        const response = await authorized('/payment/check', {
          method: 'POST',
          body: JSON.stringify({ object_type: 'INVOICE', object_id: invoiceId, offset: { page_number: 1, page_limit: 100 } }),
        });
        return parsed(checkSchema, await jsonOf(response, qpayMessages.unavailable), 'check');
      });
    },
    async refundPayment(paymentId) {
      // Once, like an invoice: QPay refuses a second refund of one payment anyway.
      const response = await authorized(`/payment/refund/${encodeURIComponent(paymentId)}`, { method: 'DELETE' });
      await jsonOf(response, qpayMessages.unavailable);
    },
    async cancelInvoice(invoiceId) {
      await withRetries(retry, async () => {
        const response = await authorized(`/invoice/${encodeURIComponent(invoiceId)}`, { method: 'DELETE' });
        await jsonOf(response, qpayMessages.unavailable);
      });
    },
  };
}

/**
 * Paid in full: what QPay's PAID and PARTIAL rows received adds up to at least the invoice's amount
 * (5,000 + 7,000 on a 12,000 invoice is paid). Refunded or failed rows count nothing.
 */
export function isPaidInFull(check: QpayCheck, amount: number): boolean {
  const received = check.rows.filter((row) => row.payment_status === 'PAID' || row.payment_status === 'PARTIAL');
  // Each row's own amount when QPay gives it; else the check's total (which counts the same rows).
  const everyRowAmounted = received.every((row) => row.payment_amount !== undefined);
  const paid = everyRowAmounted ? received.reduce((sum, row) => sum + row.payment_amount!, 0) : check.paid_amount;
  return received.length > 0 && paid >= amount;
}
