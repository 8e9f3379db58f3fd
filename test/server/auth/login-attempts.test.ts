import { as } from '../helpers/as-user';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createRedisStore } from '../../../server/lib/rate-limit/redis-store';
import type { RateLimitStore } from '../../../server/lib/rate-limit/store';
import { changePassword, createTestApp, sessionCookieHeader, type TestApp } from '../helpers/test-app';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const LIMITS = { maxFailuresPerPhone: 5, maxFailuresPerIp: 30, windowMs: 60_000, lockMs: 60_000 };
const stores: [string, () => RateLimitStore | undefined][] = [['memory', () => undefined]];
if (await redisReachable()) stores.push(['Redis', () => createRedisStore(TEST_REDIS_URL, { keyPrefix: uniqueRedisPrefix() })]);

const login = (phone: string, password: string, ip = '10.3.0.1') =>
  as(t!.app, undefined, { remoteAddress: ip }).post('/api/auth/login', { phone, password });
const count = (statuses: number[], status: number) => statuses.filter((code) => code === status).length;

describe.each(stores)('parallel password checks against the lock (%s store)', (_name, makeStore) => {
  const start = async () => {
    const rateLimitStore = makeStore();
    t = await createTestApp({
      rateLimits: { login: LIMITS },
      // The hashing queue would refuse most of these for arriving at once; here the lock alone is under test.
      passwordHashing: { perIp: 1000, maxWaiting: 1000 },
      ...(rateLimitStore ? { rateLimitStore } : {}),
    });
  };

  it('40 parallel logins, the right password last: only the first five are checked and the right one is refused', async () => {
    await start();
    const passwords = Array.from({ length: 40 }, (_, index) => (index === 39 ? DEMO_CUSTOMER.password : `wrong-guess-${index}`));
    const statuses = (await Promise.all(passwords.map((password) => login(DEMO_CUSTOMER.phone, password)))).map((r) => r.statusCode);
    expect(count(statuses, 200)).toBe(0);
    expect(count(statuses, 401)).toBeLessThanOrEqual(LIMITS.maxFailuresPerPhone);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(40 - LIMITS.maxFailuresPerPhone);
    // Locked now, from any IP, even with the right password.
    expect((await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password, '10.3.0.2')).statusCode).toBe(429);
  });

  it('150 parallel logins on one phone: 429s, and at most LOGIN_MAX_FAILURES checked', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 150 }, (_, index) => login(DEMO_CUSTOMER.phone, `guess-number-${index}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(count(statuses, 401)).toBeLessThanOrEqual(LIMITS.maxFailuresPerPhone);
    expect(count(statuses, 429) + count(statuses, 401)).toBe(150);
    expect(Number(answers.find((answer) => answer.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('150 parallel logins from one IP over 150 phones: at most 30 checked', async () => {
    await start();
    const phones = Array.from({ length: 150 }, (_, index) => `9${String(index).padStart(7, '0')}`);
    const statuses = (await Promise.all(phones.map((phone) => login(phone, 'guess-guess', '10.3.9.9')))).map((r) => r.statusCode);
    expect(count(statuses, 401)).toBeLessThanOrEqual(LIMITS.maxFailuresPerIp);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(150 - LIMITS.maxFailuresPerIp);
    expect((await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password, '10.3.9.10')).statusCode).toBe(200);
  });

  it('parallel wrong current passwords in a password change: at most LOGIN_MAX_FAILURES checked, then locked', async () => {
    await start();
    const cookie = sessionCookieHeader(await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    const change = (currentPassword: string) => changePassword(t!.app, { cookie, currentPassword, ip: '10.3.0.1' });
    const guesses = Array.from({ length: 40 }, (_, index) => (index === 39 ? DEMO_CUSTOMER.password : `wrong-guess-${index}`));
    const statuses = (await Promise.all(guesses.map(change))).map((answer) => answer.statusCode);
    expect(count(statuses, 204)).toBe(0);
    expect(count(statuses, 400)).toBeLessThanOrEqual(LIMITS.maxFailuresPerPhone);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(40 - LIMITS.maxFailuresPerPhone);
    expect((await login(DEMO_CUSTOMER.phone, 'a-brand-new-pass')).statusCode).not.toBe(200);
  });
});
