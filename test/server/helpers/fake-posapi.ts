import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';

/*
 * PosAPI 3.0 (PosService 3.0.12, the e-barimt service) on 127.0.0.1, as its specification says:
 * - `POST /rest/receipt` checks that the totals are the items' sums and VAT 10/110 of each price,
 *   that a B2B receipt carries an 11-12 digit customerTin (the TIN, never a register number), and
 *   that a consumerNo is 8 digits; answers `{id, posId, status, message, date, lottery, qrData}`.
 *   A `billIdSuffix` already issued under today is refused (400, `status: ERROR`): never two
 *   receipts for one bill.
 * - `DELETE /rest/receipt {id, date}` returns one (a second return, or an unknown id, is refused).
 * - `GET /rest/info` answers `{leftLotteries, lastSentDate, …}`; `GET /rest/sendData` sends.
 * Tests make it fail (`failNext`), refuse (`refuseNext`), slow (`delayMs`), hang (`hang`: the receipt
 * is registered and the answer never comes, as when the network drops it) or go down (`down`).
 */

export interface FakePosReceipt {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the receipt as sent, read freely by tests
  body: Record<string, any>;
  id: string;
  returned: boolean;
}

export interface FakePosApi {
  url: string;
  /** Receipts issued (a refused duplicate adds none). */
  receipts: FakePosReceipt[];
  /** Every POST /rest/receipt received, issued or not. */
  posts: number;
  /** The next `count` calls answer `status` (5xx: PosAPI's own failure). */
  failNext(count: number, status?: number): void;
  /** The next `count` calls are refused with PosAPI's `message` (400, status ERROR). */
  refuseNext(count: number, message: string): void;
  /** While on, a receipt POST is registered and its answer never sent. */
  hang(on: boolean): void;
  /** While on, every connection is dropped before an answer: PosAPI is down (nothing is issued). */
  down(on: boolean): void;
  /** Every answer waits this long (a slow PosAPI that still answers). */
  delayMs: number;
  info: { leftLotteries: number; lastSentDate: string | null };
  sendDataCalls: number;
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
  if (body.type === 'B2B_RECEIPT' && !/^[0-9]{11,12}$/.test(String(body.customerTin ?? ''))) return 'customerTin must be a TIN';
  if (body.consumerNo !== undefined && !/^[0-9]{8}$/.test(String(body.consumerNo))) return 'bad consumerNo';
  if (!/^[0-9]{1,6}$/.test(String(body.billIdSuffix ?? ''))) return 'billIdSuffix missing';
  if (!['CASH', 'PAYMENT_CARD'].includes(body.payments?.[0]?.code)) return 'bad payment code';
  return null;
}

export async function startFakePosApi(port = 0): Promise<FakePosApi> {
  let failing: Array<{ status: number; message: string }> = [];
  let hanging = false;
  let isDown = false;
  let next = 1;
  const today = () => new Date().toISOString().slice(0, 10);
  const billIds = new Set<string>();

  function handle(request: IncomingMessage, response: ServerResponse, text: string) {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const body = text ? JSON.parse(text) : {};
    const path = (request.url ?? '').split('?')[0];
    if (path === '/rest/info' && request.method === 'GET') {
      return reply(200, { operatorName: 'Fake', operatorTIN: '00000000000', posId: 1, posNo: '001', version: '3.0.12', ...fake.info });
    }
    if (path === '/rest/sendData' && request.method === 'GET') {
      fake.sendDataCalls += 1;
      fake.info.lastSentDate = new Date().toISOString().replace('T', ' ').slice(0, 19);
      return reply(200, {});
    }
    if (path !== '/rest/receipt') return reply(404, { message: 'not found' });
    const failure = failing.shift();
    if (failure) return reply(failure.status, { status: 'ERROR', message: failure.message });
    if (request.method === 'DELETE') {
      const receipt = fake.receipts.find((entry) => entry.id === body.id);
      if (!receipt || !body.date) return reply(400, { status: 'ERROR', message: 'Баримт олдсонгүй' });
      if (receipt.returned) return reply(400, { status: 'ERROR', message: 'Баримт аль хэдийн буцаагдсан' });
      receipt.returned = true;
      return reply(200, {});
    }
    fake.posts += 1;
    const problem = problemOf(body);
    if (problem) return reply(400, { status: 'ERROR', message: problem });
    const billId = `${body.merchantTin}:${body.posNo}:${today()}:${body.billIdSuffix}`;
    if (billIds.has(billId)) return reply(400, { status: 'ERROR', message: `billIdSuffix ${body.billIdSuffix} давхардсан байна` });
    billIds.add(billId);
    const id = `0370${String(next++).padStart(29, '0')}`;
    fake.receipts.push({ body, id, returned: false });
    // The receipt exists; its answer is lost (a timeout, a crash on our side).
    if (hanging) return;
    return reply(200, {
      id,
      posId: 1,
      status: 'SUCCESS',
      message: '',
      qrData: `QR-${id}`,
      lottery: `LT ${String(10_000_000 + next).slice(-8)}`,
      date: new Date().toISOString().replace('T', ' ').slice(0, 19),
    });
  }

  const server: Server = createServer((request, response) => {
    if (isDown) return void request.socket.destroy();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (fake.delayMs > 0) setTimeout(() => handle(request, response, text), fake.delayMs);
      else handle(request, response, text);
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  const fake: FakePosApi = {
    url: `http://127.0.0.1:${address.port}`,
    receipts: [],
    posts: 0,
    failNext(count, status = 500) {
      failing = [...failing, ...Array.from({ length: count }, () => ({ status, message: 'fake failure' }))];
    },
    refuseNext(count, message) {
      failing = [...failing, ...Array.from({ length: count }, () => ({ status: 400, message }))];
    },
    hang(on) {
      hanging = on;
    },
    down(on) {
      isDown = on;
    },
    delayMs: 0,
    info: { leftLotteries: 10_000, lastSentDate: new Date().toISOString().replace('T', ' ').slice(0, 19) },
    sendDataCalls: 0,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}
