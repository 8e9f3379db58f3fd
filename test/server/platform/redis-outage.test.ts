import { as } from '../helpers/as-user';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createRedisStore } from '../../../server/lib/rate-limit/redis-store';
import { createSession } from '../../../server/modules/auth/session-repository';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { freePort } from '../helpers/free-port';
import { createTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await t?.close();
  await proxy?.stop();
  t = undefined;
  proxy = undefined;
});

const LOGIN_UNAVAILABLE = { code: 503, message: 'Нэвтрэх үйлчилгээ түр ажиллахгүй байна. Түр хүлээгээд дахин оролдоно уу' };

async function start(redisUrl: string) {
  t = await createTestApp({
    redis: { url: redisUrl, keyPrefix: uniqueRedisPrefix() },
    rateLimits: { parcelCheck: { max: 3, windowMs: 60_000 } },
  });
}
/** The answer and how long it took: "fail fast" is the point here, so the bound is part of the behaviour. */
async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = Date.now();
  const answer = await request();
  return { answer, ms: Date.now() - started };
}
const check = (ip = '10.5.0.1') =>
  timed(() => as(t!.app, undefined, { remoteAddress: ip }).post('/api/package/check', { phone: DEMO_CUSTOMER.phone }));
const login = (password: string = DEMO_CUSTOMER.password) =>
  timed(() => as(t!.app, undefined, { remoteAddress: '10.5.0.1' }).post('/api/auth/login', { phone: DEMO_CUSTOMER.phone, password }));
const health = () => timed(() => as(t!.app).get('/api/health'));

/** What a server must do with no Redis behind it, each answer well inside the command timeout or at once. */
async function expectOutagePolicy(withinMs: number) {
  const first = await login();
  expect(first.answer.json()).toEqual(LOGIN_UNAVAILABLE);
  expect(first.answer.headers['retry-after']).toBe('10');
  expect(first.ms).toBeLessThan(withinMs);

  const checks = [await check(), await check(), await check(), await check()];
  expect(checks.map((entry) => entry.answer.statusCode)).toEqual([200, 200, 200, 429]);
  for (const entry of checks) expect(entry.ms).toBeLessThan(withinMs);
  expect((await check('10.5.0.2')).answer.statusCode).toBe(200);

  const registration = await as(t!.app).post('/api/auth/register', {
    phone: `9460${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    password: 'long-enough',
    firstName: 'А',
    lastName: 'Б',
  });
  expect(registration.statusCode).toBe(201);

  const status = await health();
  expect(status.answer.statusCode).toBe(503);
  expect(status.answer.json()).toEqual({
    code: 503,
    message: 'Үйлчилгээ түр ажиллахгүй байна',
    status: 'degraded',
    database: 'ok',
    redis: 'down',
  });
  expect(status.ms).toBeLessThan(withinMs);
}

describe('with Redis unreachable', () => {
  it('on a closed port: look-ups and registration keep per-process limits, login fails closed with 503, health says degraded', async () => {
    await start(`redis://127.0.0.1:${await freePort()}`);
    // The first connection attempt is refused at once; from then on nothing waits for Redis.
    await vi.waitFor(async () => expect((await health()).answer.json().redis).toBe('down'));
    await expectOutagePolicy(800);

    // A password change and a phone change check a password too: they fail closed the same way.
    const userId = await t!.createUser({ phone: '94610001', password: 'their-password' });
    const { token } = await createSession(t!.db, userId, 60_000);
    const user = as(t!.app, `achaa_session=${token}`);
    const change = await user.post('/api/auth/password', { currentPassword: 'their-password', newPassword: 'a-brand-new-pass' });
    expect(change.json()).toEqual(LOGIN_UNAVAILABLE);
    const phone = await user.put(`/api/auth/user/${userId}`, {
      firstName: 'А',
      lastName: 'Б',
      phone: '94610002',
      currentPassword: 'their-password',
    });
    expect(phone.json()).toEqual(LOGIN_UNAVAILABLE);
  });
});

describe.skipIf(!(await redisReachable()))('when Redis goes away and comes back', () => {
  const target = { host: new URL(TEST_REDIS_URL).hostname, port: Number(new URL(TEST_REDIS_URL).port || 6379) };

  it('falls back while it is gone and recovers on its own when it returns', async () => {
    proxy = await createTcpProxy(target);
    await start(proxy.url);
    await vi.waitFor(async () => expect((await health()).answer.statusCode).toBe(200));
    expect((await health()).answer.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    expect((await login('wrong-password')).answer.statusCode).toBe(401);

    await proxy.stop();
    await vi.waitFor(async () => expect((await health()).answer.json().redis).toBe('down'));
    await expectOutagePolicy(800);

    await proxy.start();
    await vi.waitFor(async () => expect((await health()).answer.statusCode).toBe(200), { timeout: 10_000, interval: 200 });
    expect((await login()).answer.statusCode).toBe(200);
  });

  it("health says degraded while only the e-barimt lottery's own connection is cut, and ok once it reconnects", async () => {
    // The counters' connection goes straight to Redis, the lottery's through the proxy: only the second breaks.
    const keyPrefix = uniqueRedisPrefix();
    proxy = await createTcpProxy(target);
    t = await createTestApp({
      rateLimitStore: createRedisStore(TEST_REDIS_URL, { keyPrefix }),
      redis: { url: proxy.url, keyPrefix },
    });
    await vi.waitFor(async () => expect((await health()).answer.statusCode).toBe(200));
    expect(t.app.ctx.ebarimt.shownReceipts.scope).toBe('shared');

    await proxy.stop();
    await vi.waitFor(async () => expect((await health()).answer.statusCode).toBe(503));
    expect((await health()).answer.json()).toEqual({
      code: 503,
      message: 'Үйлчилгээ түр ажиллахгүй байна',
      status: 'degraded',
      database: 'ok',
      redis: 'down',
    });
    // The counters' connection is still up: logins are checked as usual.
    expect((await login('wrong-password')).answer.statusCode).toBe(401);

    await proxy.start();
    await vi.waitFor(async () => expect((await health()).answer.statusCode).toBe(200), { timeout: 10_000, interval: 200 });
    expect((await health()).answer.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('a Redis that stops answering costs a request at most the command timeout', async () => {
    proxy = await createTcpProxy(target);
    await start(proxy.url);
    await vi.waitFor(async () => expect((await health()).answer.statusCode).toBe(200));
    proxy.hang();
    const stalled = await login();
    expect(stalled.answer.json()).toEqual(LOGIN_UNAVAILABLE);
    expect(stalled.ms).toBeGreaterThanOrEqual(900);
    expect(stalled.ms).toBeLessThan(3000);
    const lookup = await check();
    expect(lookup.answer.statusCode).toBe(200);
    expect(lookup.ms).toBeLessThan(3000);
  });
});
