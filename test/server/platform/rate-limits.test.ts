import { as } from '../helpers/as-user';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { DEFAULT_RATE_LIMITS } from '../../../server/lib/rate-limit/limits';
import { changePassword, createTestApp, sessionCookieHeader, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp, password: string, ip = '10.0.0.1', phone: string = DEMO_CUSTOMER.phone) =>
  as(app.app, undefined, { remoteAddress: ip }).post('/api/auth/login', { phone, password });

describe('login limits', () => {
  it('locks a phone after repeated failures, even against the right password, with Retry-After', async () => {
    t = await createTestApp({
      rateLimits: { login: { maxFailuresPerPhone: 3, maxFailuresPerIp: 100, windowMs: 60_000, lockMs: 15 * 60_000 } },
    });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(t, 'wrong-password')).statusCode).toBe(401);

    const locked = await login(t, DEMO_CUSTOMER.password, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 429,
      message: 'Хэт олон удаа буруу оролдлоо. 15 минутын дараа дахин оролдоно уу',
      reason: 'LOGIN_LOCKED',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    await t.createUser({ phone: '94100001', password: 'other-password' });
    expect((await login(t, 'other-password', '10.0.0.1', '94100001')).statusCode).toBe(200);
  });

  it('locks an IP that fails across many phones', async () => {
    t = await createTestApp({ rateLimits: { login: { maxFailuresPerPhone: 100, maxFailuresPerIp: 4, windowMs: 60_000, lockMs: 60_000 } } });
    for (const phone of ['90000001', '90000002', '90000003', '90000004']) {
      expect((await login(t, 'guess-guess', '10.9.9.9', phone)).statusCode).toBe(401);
    }
    expect((await login(t, DEMO_CUSTOMER.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(t, DEMO_CUSTOMER.password, '10.9.9.8')).statusCode).toBe(200);
  });

  it('forgets a phone’s failures after a successful login', async () => {
    t = await createTestApp({ rateLimits: { login: { maxFailuresPerPhone: 3, maxFailuresPerIp: 100, windowMs: 60_000, lockMs: 60_000 } } });
    for (let round = 0; round < 3; round += 1) {
      expect((await login(t, 'wrong-password')).statusCode).toBe(401);
      expect((await login(t, 'wrong-password')).statusCode).toBe(401);
      expect((await login(t, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    }
  });

  it('counts wrong current passwords in a password change toward the same lock', async () => {
    t = await createTestApp({ rateLimits: { login: { maxFailuresPerPhone: 3, maxFailuresPerIp: 100, windowMs: 60_000, lockMs: 60_000 } } });
    const session = await login(t, DEMO_CUSTOMER.password);
    const cookie = sessionCookieHeader(session);
    const change = (currentPassword: string) => changePassword(t!.app, { cookie, currentPassword, ip: '10.0.0.1' });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await change(`guess-${attempt}-wrong`)).statusCode).toBe(400);
    // Locked now: even the right current password is refused, and the password stays as it was.
    expect((await change(DEMO_CUSTOMER.password)).statusCode).toBe(429);
    expect((await login(t, DEMO_CUSTOMER.password)).statusCode).toBe(429);
  });

  it('ships with a lock after 5 failures for 15 minutes', () => {
    expect(DEFAULT_RATE_LIMITS.login).toMatchObject({ maxFailuresPerPhone: 5, lockMs: 15 * 60_000 });
  });
});

describe('public parcel check limit', () => {
  it('answers 429 with a Mongolian message and Retry-After past the limit, per IP', async () => {
    t = await createTestApp({ rateLimits: { parcelCheck: { max: 3, windowMs: 60_000 } } });
    const check = (ip: string) => as(t!.app, undefined, { remoteAddress: ip }).post('/api/package/check', { phone: '99112233' });
    for (let request = 0; request < 3; request += 1) expect((await check('10.1.1.1')).statusCode).toBe(200);
    const limited = await check('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      message: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу',
      reason: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('10.1.1.2')).statusCode).toBe(200);
  });

  it('can be turned off (the benchmark does)', async () => {
    t = await createTestApp({ rateLimits: { parcelCheck: false } });
    for (let request = 0; request < 100; request += 1) {
      expect((await as(t.app).post('/api/package/check', { trackCode: 'YT1' })).statusCode).toBe(200);
    }
  });
});

describe('registration limit', () => {
  it('stops one IP from opening accounts in bulk', async () => {
    t = await createTestApp({ rateLimits: { register: { max: 2, windowMs: 60_000 } } });
    const register = (phone: string) =>
      as(t!.app, undefined, { remoteAddress: '10.2.2.2' }).post('/api/auth/register', {
        phone,
        password: 'long-enough',
        firstName: 'А',
        lastName: 'Б',
      });
    expect((await register('93000001')).statusCode).toBe(201);
    expect((await register('93000002')).statusCode).toBe(201);
    expect((await register('93000003')).statusCode).toBe(429);
  });
});
