import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

/*
 * QPay's merchant API v2 on 127.0.0.1, as its documentation describes it: `/v2/auth/token` (HTTP
 * Basic) and `/v2/auth/refresh` give tokens whose `expires_in` is a Unix time; `/v2/invoice`
 * creates, `DELETE /v2/invoice/{id}` cancels, `/v2/payment/check` lists the invoice's payments.
 * Tests pay an invoice (in full or PARTIAL), make it answer 500, or take it down.
 */

export const FAKE_QPAY_LOGIN = { username: 'TEST_MERCHANT', password: '123456', invoiceCode: 'TEST_INVOICE' };

/** A 1×1 PNG: what QPay's `qr_image` carries (base64). */
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const FAKE_BANKS = [
  { name: 'Khan bank', description: 'Хаан банк', logo: 'https://qpay.mn/q/logo/khanbank.png', link: 'khanbank://q?qPay_QRcode=' },
  { name: 'Golomt bank', description: 'Голомт банк', logo: 'https://qpay.mn/q/logo/golomtbank.png', link: 'golomtbank://q?qPay_QRcode=' },
];

export interface FakeInvoice {
  invoiceId: string;
  senderInvoiceNo: string;
  receiverCode: string;
  amount: number;
  callbackUrl: string;
  cancelled: boolean;
  payments: Array<{ status: 'PAID' | 'PARTIAL' | 'REFUNDED'; amount: number }>;
}

export interface FakeQpay {
  /** The v2 base, e.g. http://127.0.0.1:port/v2 (QPAY_BASE_URL). */
  url: string;
  invoices: FakeInvoice[];
  logins: number;
  refreshes: number;
  checks: number;
  /** Seconds a token lives (its `expires_in` is now + this, as Unix seconds). */
  tokenSeconds: number;
  refreshSeconds: number;
  invoiceFor(paymentId: number | string): FakeInvoice | undefined;
  /** The customer pays the invoice of our payment `paymentId` (all of it unless `amount`; PARTIAL when short). */
  pay(paymentId: number | string, amount?: number): void;
  /** The next `count` calls to `path` (e.g. '/invoice', '/payment/check', or '*') answer `status`. */
  failNext(path: string, count: number, status?: number): void;
  /** Every connection is cut at once until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeQpay(port = 0): Promise<FakeQpay> {
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const failures: Array<{ path: string; status: number }> = [];
  const sockets = new Set<Socket>();
  let isDown = false;
  let next = 1;

  const issueTokens = () => {
    const access = `access-${next++}`;
    const refresh = `refresh-${next++}`;
    tokens.add(access);
    refreshTokens.add(refresh);
    const now = Math.floor(Date.now() / 1000);
    return {
      token_type: 'bearer',
      access_token: access,
      refresh_token: refresh,
      expires_in: now + fake.tokenSeconds,
      refresh_expires_in: now + fake.refreshSeconds,
      scope: 'profile email',
    };
  };

  const server: Server = createServer((request, response) => {
    if (isDown) {
      request.socket.destroy();
      return;
    }
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.replace(/^\/v2/, '');
      const body = await bodyOf(request);
      const failure = failures.findIndex((entry) => entry.path === '*' || path.startsWith(entry.path));
      if (failure >= 0) {
        const { status } = failures.splice(failure, 1)[0]!;
        return reply(status, { error: 'INTERNAL_SERVER_ERROR', message: 'fake failure' });
      }
      const auth = request.headers.authorization ?? '';
      if (path === '/auth/token' && request.method === 'POST') {
        const expected = Buffer.from(`${FAKE_QPAY_LOGIN.username}:${FAKE_QPAY_LOGIN.password}`).toString('base64');
        if (auth !== `Basic ${expected}`) return reply(401, { error: 'CLIENT_NOTFOUND', message: 'Client not found' });
        fake.logins++;
        return reply(200, issueTokens());
      }
      if (path === '/auth/refresh' && request.method === 'POST') {
        const refresh = auth.replace(/^Bearer /, '');
        if (!refreshTokens.delete(refresh)) return reply(401, { error: 'NO_CREDENTIALS', message: 'Invalid refresh token' });
        fake.refreshes++;
        return reply(200, issueTokens());
      }
      if (!tokens.has(auth.replace(/^Bearer /, ''))) return reply(401, { error: 'NO_CREDENTIALS', message: 'Unauthorized' });
      if (path === '/invoice' && request.method === 'POST') {
        if (body.invoice_code !== FAKE_QPAY_LOGIN.invoiceCode) return reply(400, { error: 'INVOICE_CODE_INVALID', message: 'bad code' });
        if (typeof body.amount !== 'number' || body.amount <= 0) return reply(400, { error: 'INVALID_AMOUNT', message: 'bad amount' });
        const invoice: FakeInvoice = {
          invoiceId: `inv-${next++}-${Math.random().toString(16).slice(2, 10)}`,
          senderInvoiceNo: String(body.sender_invoice_no),
          receiverCode: String(body.invoice_receiver_code),
          amount: body.amount,
          callbackUrl: String(body.callback_url),
          cancelled: false,
          payments: [],
        };
        fake.invoices.push(invoice);
        const qrText = `0002010102121531279404962794049600000000KKTQPAY${invoice.invoiceId}`;
        return reply(200, {
          invoice_id: invoice.invoiceId,
          qr_text: qrText,
          qr_image: PNG_1x1,
          qPay_shortUrl: `https://s.qpay.mn/${invoice.invoiceId}`,
          urls: FAKE_BANKS.map((bank) => ({ ...bank, link: `${bank.link}${qrText}` })),
        });
      }
      const cancel = /^\/invoice\/(.+)$/.exec(path);
      if (cancel && request.method === 'DELETE') {
        const invoice = fake.invoices.find((entry) => entry.invoiceId === decodeURIComponent(cancel[1]!));
        if (!invoice) return reply(404, { error: 'INVOICE_NOTFOUND', message: 'Invoice not found' });
        invoice.cancelled = true;
        return reply(200, {});
      }
      // A card payment refunded (`DELETE /v2/payment/refund/{payment_id}`): once; its row then says REFUNDED.
      // A part paid (PARTIAL) is money the customer's bank sent too, and goes back the same way.
      const refund = /^\/payment\/refund\/(.+)-p(\d+)$/.exec(path);
      if (refund && request.method === 'DELETE') {
        const payment = fake.invoices.find((entry) => entry.invoiceId === decodeURIComponent(refund[1]!))?.payments[Number(refund[2])];
        if (!payment) return reply(404, { error: 'PAYMENT_NOTFOUND', message: 'Payment not found' });
        if (payment.status !== 'PAID' && payment.status !== 'PARTIAL') {
          return reply(400, { error: 'PAYMENT_ALREADY_REFUNDED', message: 'Already refunded' });
        }
        payment.status = 'REFUNDED';
        return reply(200, {});
      }
      if (path === '/payment/check' && request.method === 'POST') {
        fake.checks++;
        const invoice = fake.invoices.find((entry) => entry.invoiceId === body.object_id);
        if (body.object_type !== 'INVOICE' || !invoice) return reply(404, { error: 'INVOICE_NOTFOUND', message: 'Invoice not found' });
        const paid = invoice.payments.reduce((sum, payment) => sum + payment.amount, 0);
        return reply(200, {
          count: invoice.payments.length,
          paid_amount: paid,
          rows: invoice.payments.map((payment, index) => ({
            payment_id: `${invoice.invoiceId}-p${index}`,
            payment_status: payment.status,
            payment_amount: payment.amount,
            payment_currency: 'MNT',
            payment_date: new Date().toISOString(),
            payment_wallet: 'khanbank',
            transaction_type: 'P2P',
          })),
        });
      }
      return reply(404, { error: 'NOT_FOUND', message: path });
    })().catch((error: unknown) => reply(500, { error: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };

  const fake: FakeQpay = {
    url: `http://127.0.0.1:${address.port}/v2`,
    invoices: [],
    logins: 0,
    refreshes: 0,
    checks: 0,
    tokenSeconds: 3600,
    refreshSeconds: 7200,
    invoiceFor: (paymentId) => fake.invoices.find((invoice) => invoice.senderInvoiceNo === String(paymentId)),
    pay(paymentId, amount) {
      const invoice = fake.invoiceFor(paymentId);
      if (!invoice) throw new Error(`no invoice for payment ${paymentId}`);
      const paying = amount ?? invoice.amount;
      invoice.payments.push({ status: paying >= invoice.amount ? 'PAID' : 'PARTIAL', amount: paying });
    },
    failNext(path, count, status = 500) {
      for (let index = 0; index < count; index++) failures.push({ path, status });
    },
    down() {
      isDown = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      isDown = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}
