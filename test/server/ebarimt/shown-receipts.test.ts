import { as } from '../helpers/as-user';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkOpenPayments } from '../../../server/modules/payments/payment-worker';
import { createMemoryShownReceipts } from '../../../server/modules/ebarimt/shown-receipts';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { createTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createPaymentSetup } from '../payments/payment-setup';

/*
 * The e-barimt's lottery number and QR are never stored (PosAPI), yet the customer's next poll may
 * reach another instance than the one that issued the receipt: with Redis they are shared for the
 * hour they may be shown. Two apps on one database (SQLite, or PostgreSQL with DATABASE_URL).
 */

const redisUp = await redisReachable();
type Setup = Awaited<ReturnType<typeof createPaymentSetup>>;

const callback = (app: FastifyInstance, id: number) => as(app).get(`/api/payments/qpay/callback?payment=${id}`);
const get = async (app: FastifyInstance, url: string, cookie: string) => {
  const answer = await as(app, cookie).get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
/** What the fake PosAPI answered for receipt `id`: its QR data is `QR-{id}`, its lottery `LT` and 8 digits. */
const shownFor = (id: string) => ({ id, status: 'ISSUED', lottery: expect.stringMatching(/^LT \d{8}$/), qrData: `QR-${id}` });

/** A customer's two parcels paid online; the callback (or the worker) reaches instance `a`. */
async function paidOnline(s: Setup, a: FastifyInstance, via: 'callback' | 'worker') {
  const customer = await s.customerWithParcels([8000, 1500]);
  const { id } = (await s.call('POST', '/api/payments', customer.cookie, {})).json();
  s.qpay.pay(id);
  if (via === 'callback') expect((await callback(a, id)).statusCode).toBe(200);
  else await checkOpenPayments(s.t.db, a.ctx.payments, a.log);
  return { customer, id: id as number, receiptId: s.posapi.receipts.at(-1)!.id };
}

describe.skipIf(!redisUp)(`two instances, one database and one Redis${redisUp ? '' : ` (skipped: no Redis at ${TEST_REDIS_URL})`}`, () => {
  const keyPrefix = uniqueRedisPrefix();
  let s: Setup;
  let b: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    s = await createPaymentSetup('8627', { redis: { url: TEST_REDIS_URL, keyPrefix } });
    b = await s.anotherInstance({ redis: { url: TEST_REDIS_URL, keyPrefix } });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await s.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('A records the payment (callback): the poll on B shows the lottery, kept an hour in Redis, not in the database', async () => {
    const { customer, id, receiptId } = await paidOnline(s, s.t.app, 'callback');
    const polled = await get(b, `/api/payments/${id}`, customer.cookie);
    expect(polled).toMatchObject({ status: 'PAID', ebarimt: shownFor(receiptId) });
    const key = `${keyPrefix}shown-receipt:payment:${id}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
    const row = await s.t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(polled.ebarimt.lottery);

    // The counter on B hands the parcels over (ONLINE): its receipt shows the same lottery.
    const handover = await as(b, s.staff).post('/api/staff/handovers', { trackCodes: customer.codes, method: 'CASH', amountReceived: 0 });
    expect(handover.statusCode, handover.body).toBe(201);
    expect(handover.json()).toMatchObject({ method: 'ONLINE', ebarimt: { lottery: polled.ebarimt.lottery, qrData: `QR-${receiptId}` } });
  });

  it('A’s worker records a payment whose callback was lost: the poll on B shows the lottery, and so does the counter’s view of it', async () => {
    const { customer, id, receiptId } = await paidOnline(s, s.t.app, 'worker');
    expect(await get(b, `/api/payments/${id}`, customer.cookie)).toMatchObject({ status: 'PAID', ebarimt: shownFor(receiptId) });
    expect(await get(b, `/api/staff/payments/${id}`, s.staff)).toMatchObject({ ebarimt: shownFor(receiptId) });
  });

  it('cash at A’s counter, and a failed receipt staff issue again on A: the receipt page on B shows the lottery', async () => {
    const customer = await s.customerWithParcels([4200]);
    const body = { trackCodes: customer.codes, method: 'CASH', amountReceived: 4200 };
    const handedOver = await s.call('POST', '/api/staff/handovers', s.staff, body);
    expect(handedOver.statusCode, handedOver.body).toBe(201);
    const cash = handedOver.json();
    expect(await get(b, `/api/staff/handovers/${cash.id}`, s.staff)).toMatchObject({ ebarimt: shownFor(cash.ebarimt.id) });

    const other = await s.customerWithParcels([4200]);
    s.posapi.refuseNext(1, 'fake refusal');
    const failing = await s.call('POST', '/api/staff/handovers', s.staff, { ...body, trackCodes: other.codes });
    expect(failing.statusCode, failing.body).toBe(201);
    const failed = failing.json();
    expect(failed.ebarimt).toMatchObject({ status: 'FAILED' });
    const reissued = await s.call('POST', `/api/staff/handovers/${failed.id}/ebarimt`, s.staff);
    expect(reissued.statusCode, reissued.body).toBe(200);
    expect(await get(b, `/api/staff/handovers/${failed.id}`, s.staff)).toMatchObject({ ebarimt: shownFor(reissued.json().ebarimt.id) });
  });
});

describe('without Redis: in this process', () => {
  let s: Setup;
  let b: FastifyInstance;
  beforeAll(async () => {
    s = await createPaymentSetup('8628');
    b = await s.anotherInstance();
  });
  afterAll(() => s.close());

  it('the instance that issued the receipt shows its lottery; another one answers the payment without it (why several instances need REDIS_URL)', async () => {
    const { customer, id, receiptId } = await paidOnline(s, s.t.app, 'callback');
    expect(await get(s.t.app, `/api/payments/${id}`, customer.cookie)).toMatchObject({ ebarimt: shownFor(receiptId) });
    const elsewhere = await get(b, `/api/payments/${id}`, customer.cookie);
    expect(elsewhere).toMatchObject({ status: 'PAID', ebarimt: { id: receiptId, status: 'ISSUED' } });
    expect(elsewhere.ebarimt.lottery).toBeUndefined();
  });

  it('the memory keeps a receipt for its hour and a bounded number of them', async () => {
    let now = 0;
    const shown = createMemoryShownReceipts(60 * 60_000, 2, () => now);
    await shown.remember('payment:1', { lottery: 'LT 1', qrData: 'QR-1' });
    now = 60 * 60_000 - 1;
    expect(await shown.recall('payment:1')).toEqual({ lottery: 'LT 1', qrData: 'QR-1' });
    now += 1;
    expect(await shown.recall('payment:1')).toBeUndefined();
    for (const key of ['a', 'b', 'c']) await shown.remember(key, { lottery: key, qrData: key });
    expect([await shown.recall('a'), (await shown.recall('c'))?.lottery]).toEqual([undefined, 'c']);
  });
});

describe.skipIf(!redisUp)('Redis down', () => {
  let s: Setup | undefined;
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await s?.close();
    await proxy?.stop();
    s = undefined;
    proxy = undefined;
  });

  /** Both instances reach Redis through a proxy the test can cut (the machine's Redis serves everyone). */
  async function throughProxy() {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    proxy = await createTcpProxy({ host: hostname, port: Number(port || 6379) });
    const redis = { url: proxy.url, keyPrefix: uniqueRedisPrefix() };
    s = await createPaymentSetup('8626', { redis });
    return { setup: s, b: await s.anotherInstance({ redis }), link: proxy };
  }

  it('gone when the receipt is issued: the payment stands, the polls answer 200, the instance that issued it still shows the lottery', async () => {
    const { setup, b, link } = await throughProxy();
    const customer = await setup.customerWithParcels([6000]);
    const { id } = (await setup.call('POST', '/api/payments', customer.cookie, {})).json();
    await link.stop();
    setup.qpay.pay(id);
    expect((await callback(setup.t.app, id)).statusCode).toBe(200);
    const receiptId = setup.posapi.receipts.at(-1)!.id;
    expect(await get(setup.t.app, `/api/payments/${id}`, customer.cookie)).toMatchObject({ status: 'PAID', ebarimt: shownFor(receiptId) });
    const elsewhere = await get(b, `/api/payments/${id}`, customer.cookie);
    expect(elsewhere).toMatchObject({ status: 'PAID', ebarimt: { id: receiptId, status: 'ISSUED' } });
    expect(elsewhere.ebarimt.lottery).toBeUndefined();
  });

  it('gone after the receipt was shared: B answers 200 without the lottery, then with it once Redis is back within the hour', async () => {
    const { setup, b, link } = await throughProxy();
    const { customer, id, receiptId } = await paidOnline(setup, setup.t.app, 'callback');
    await link.stop();
    const answer = await as(b, customer.cookie).get(`/api/payments/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'PAID', ebarimt: { id: receiptId, status: 'ISSUED' } });
    expect(answer.json().ebarimt.lottery).toBeUndefined();
    await link.start();
    await vi.waitFor(
      async () => expect(await get(b, `/api/payments/${id}`, customer.cookie)).toMatchObject({ ebarimt: shownFor(receiptId) }),
      {
        timeout: 8000,
        interval: 100,
      },
    );
  });
});
