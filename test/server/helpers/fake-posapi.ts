import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/*
 * PosAPI 3.0 (the e-barimt service) on 127.0.0.1: `POST /rest/receipt` checks that the totals are
 * the items' sums and that VAT is 10/110 of each price, and answers `{id, status, date, lottery,
 * qrData}`; `DELETE /rest/receipt {id, date}` returns one. Tests make it fail.
 */

export interface FakePosReceipt {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the receipt as sent, read freely by tests
  body: Record<string, any>;
  id: string;
  returned: boolean;
}

export interface FakePosApi {
  url: string;
  receipts: FakePosReceipt[];
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

const cents = (value: number) => Math.round(value * 100);

/** Why a receipt body is wrong, or null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body, checked field by field
function problemOf(body: Record<string, any>): string | null {
  const items = (body.receipts?.[0]?.items ?? []) as Array<Record<string, number>>;
  if (items.length === 0) return 'no items';
  for (const key of ['totalAmount', 'totalVAT', 'totalCityTax'] as const) {
    const sum = items.reduce((total, item) => total + cents(item[key]!), 0);
    if (sum !== cents(body[key])) return `${key} is not the items' sum`;
  }
  for (const item of items) {
    if (Math.abs(cents(item.totalVAT!) - (cents(item.totalAmount!) * 10) / 110) > 0.5 && item.totalCityTax === 0)
      return 'VAT is not 10/110';
  }
  if (!['B2C_RECEIPT', 'B2B_RECEIPT'].includes(body.type)) return 'bad type';
  if (body.type === 'B2B_RECEIPT' && !body.customerTin) return 'B2B without customerTin';
  if (!['CASH', 'PAYMENT_CARD'].includes(body.payments?.[0]?.code)) return 'bad payment code';
  return null;
}

export async function startFakePosApi(port = 0): Promise<FakePosApi> {
  let failing: number[] = [];
  let next = 1;
  const server: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) : {};
      if (request.url !== '/rest/receipt') return reply(404, { message: 'not found' });
      const status = failing.shift();
      if (status !== undefined) return reply(status, { status: 'ERROR', message: 'fake failure' });
      if (request.method === 'DELETE') {
        const receipt = fake.receipts.find((entry) => entry.id === body.id);
        if (!receipt || !body.date) return reply(400, { status: 'ERROR', message: 'unknown receipt' });
        receipt.returned = true;
        return reply(200, {});
      }
      const problem = problemOf(body);
      if (problem) return reply(400, { status: 'ERROR', message: problem });
      const id = `0370${String(next++).padStart(29, '0')}`;
      fake.receipts.push({ body, id, returned: false });
      return reply(200, {
        id,
        posId: 1,
        status: 'SUCCESS',
        message: '',
        qrData: `QR-${id}`,
        lottery: `LT ${String(10_000_000 + next).slice(-8)}`,
        date: '2026-11-26 10:00:00',
      });
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  const fake: FakePosApi = {
    url: `http://127.0.0.1:${address.port}`,
    receipts: [],
    failNext(count, status = 500) {
      failing = [...failing, ...Array.from({ length: count }, () => status)];
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}
