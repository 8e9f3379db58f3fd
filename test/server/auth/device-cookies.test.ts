import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createRedisStore } from '../../../server/lib/rate-limit/redis-store';
import type { RateLimitStore } from '../../../server/lib/rate-limit/store';
import { as } from '../helpers/as-user';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { createTestApp, sessionCookieHeader, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const stores: [string, () => RateLimitStore | undefined][] = [['memory', () => undefined]];
if (await redisReachable()) stores.push(['Redis', () => createRedisStore(TEST_REDIS_URL, { keyPrefix: uniqueRedisPrefix() })]);

const login = (phone: string, password: string, { ip = '10.8.0.1', cookie }: { ip?: string; cookie?: string } = {}) =>
  as(t!.app, cookie, { remoteAddress: ip }).post('/api/auth/login', { phone, password });
const deviceCookieOf = (answer: LightMyRequestResponse) => {
  const cookie = answer.cookies.find((entry) => entry.name === 'achaa_device');
  if (!cookie) throw new Error('no device cookie in the answer');
  return `achaa_device=${cookie.value}`;
};
/** A stranger's five wrong passwords from another IP: the phone is locked for everyone without a device cookie. */
async function lockOut(phone: string) {
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await login(phone, `stranger-${attempt}`, { ip: '10.8.9.9' })).statusCode).toBe(401);
  expect((await login(phone, 'stranger-5', { ip: '10.8.9.9' })).statusCode).toBe(429);
}

describe.each(stores)('device cookies against lockout (%s store)', (_name, makeStore) => {
  const start = async () => {
    const rateLimitStore = makeStore();
    t = await createTestApp({
      rateLimits: { login: { maxFailuresPerPhone: 5, maxFailuresPerIp: 30, windowMs: 60_000, lockMs: 15 * 60_000 } },
      ...(rateLimitStore ? { rateLimitStore } : {}),
    });
  };

  it('a successful login sets a long-lived httpOnly device cookie for the sign-in calls only', async () => {
    await start();
    const answer = await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const cookie = answer.cookies.find((entry) => entry.name === 'achaa_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBeGreaterThanOrEqual(364 * 24 * 60 * 60);
    expect(cookie.value).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
  });

  it('lets the owner’s browser in with the right password while a stranger has the phone locked, staff included', async () => {
    await start();
    await t!.createUser({ phone: '88130001', password: 'staff-password', role: 'staff' });
    for (const [phone, password] of [
      [DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password],
      ['88130001', 'staff-password'],
    ] as const) {
      const device = deviceCookieOf(await login(phone, password));
      await lockOut(phone);
      expect((await login(phone, password)).statusCode).toBe(429);
      const withDevice = await login(phone, password, { cookie: device });
      expect(withDevice.statusCode).toBe(200);
      expect(sessionCookieHeader(withDevice)).toMatch(/^achaa_session=/);
      // A fresh cookie each sign-in; the old one keeps working until the password changes.
      expect(deviceCookieOf(withDevice)).not.toBe(device);
    }
  });

  it('refuses a forged, another account’s or a tampered cookie like no cookie at all', async () => {
    await start();
    await t!.createUser({ phone: '88130002', password: 'other-password' });
    const others = deviceCookieOf(await login('88130002', 'other-password'));
    const own = deviceCookieOf(await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    await lockOut(DEMO_CUSTOMER.phone);
    const [userId, nonce, mac] = own.slice('achaa_device='.length).split('.');
    const flipped = `${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`;
    for (const cookie of [
      others,
      `achaa_device=${userId}.${nonce}.${flipped}`,
      `achaa_device=${userId}.other-nonce.${mac}`,
      'achaa_device=forged',
    ]) {
      expect((await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password, { cookie })).statusCode).toBe(429);
    }
  });

  it('counts a device’s wrong passwords in its own bucket: five lock that device only', async () => {
    await start();
    const device = deviceCookieOf(await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(DEMO_CUSTOMER.phone, `typo-${attempt}-pass`, { cookie: device })).statusCode).toBe(401);
    }
    expect((await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password, { cookie: device })).statusCode).toBe(429);
    // The phone itself was never locked by them: a browser without a cookie still gets in.
    expect((await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password, { ip: '10.8.0.2' })).statusCode).toBe(200);
  });

  it('a password change voids the account’s old device cookies and hands the caller a new one', async () => {
    await start();
    const oldDevice = deviceCookieOf(await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    const signedIn = await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const change = await as(t!.app, `${sessionCookieHeader(signedIn)}; ${deviceCookieOf(signedIn)}`).post('/api/auth/password', {
      currentPassword: DEMO_CUSTOMER.password,
      newPassword: 'a-brand-new-pass',
    });
    expect(change.statusCode).toBe(204);
    const newDevice = deviceCookieOf(change);
    await lockOut(DEMO_CUSTOMER.phone);
    expect((await login(DEMO_CUSTOMER.phone, 'a-brand-new-pass', { cookie: oldDevice })).statusCode).toBe(429);
    expect((await login(DEMO_CUSTOMER.phone, 'a-brand-new-pass', { cookie: newDevice })).statusCode).toBe(200);
  });
});
