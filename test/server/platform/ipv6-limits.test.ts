import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../../server/app-options';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { clientNetworkKey } from '../../../server/lib/client-network';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../../../server/lib/rate-limit/limits';
import { as } from '../helpers/as-user';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';

const redisUp = await redisReachable();

/** Three addresses of one /64 (one subscriber's line), and an address of the next /64 (someone else). */
const SAME_64 = ['2001:db8:a:1::1', '2001:db8:a:1:ffff:ffff:ffff:fffe', '2001:db8:a:1:1234:5678:9abc:def0'];
const OTHER_64 = '2001:db8:a:2::1';

describe('clientNetworkKey', () => {
  it('keeps IPv4 as it is, maps IPv4-mapped IPv6 to its IPv4, and cuts other IPv6 to its /64', () => {
    expect(clientNetworkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(new Set(SAME_64.map(clientNetworkKey))).toEqual(new Set(['2001:db8:a:1::/64']));
    expect(clientNetworkKey('2001:DB8:A:1::9')).toBe('2001:db8:a:1::/64');
    expect(clientNetworkKey(OTHER_64)).toBe('2001:db8:a:2::/64');
    // Not an address (a socket that closed): counted as it is rather than thrown away.
    expect(clientNetworkKey('')).toBe('');
  });
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The API as our nginx passes a request: from the proxy on loopback, the client's address in X-Forwarded-For. */
const viaProxy = (app: TestApp, ip: string, cookie?: string) =>
  as(app.app, cookie, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });

const stores = [
  { name: 'in memory', options: (): Partial<AppOptions> => ({}) },
  ...(redisUp
    ? [
        {
          name: `Redis (${TEST_REDIS_URL})`,
          options: (): Partial<AppOptions> => ({ redis: { url: TEST_REDIS_URL, keyPrefix: uniqueRedisPrefix() } }),
        },
      ]
    : []),
];

const TWO = { max: 2, windowMs: 60_000 };
let phoneSerial = 0;
const freshPhone = () => `9${String(3_100_000 + (phoneSerial += 1)).padStart(7, '0')}`;

interface LimitCase {
  name: string;
  rateLimits: Partial<RateLimitConfig>;
  /** One request from `ip`: the status it was answered. */
  send(app: TestApp, ip: string): Promise<number>;
  allowed: number;
}

const statusOf = async (answer: Promise<LightMyRequestResponse>) => (await answer).statusCode;

const cases: LimitCase[] = [
  {
    name: 'SMS codes',
    rateLimits: { phoneCodes: { ...DEFAULT_RATE_LIMITS.phoneCodes, perIp: TWO } },
    send: (app, ip) => statusOf(viaProxy(app, ip).post('/api/auth/phone/code', { phone: freshPhone(), purpose: 'reset' })),
    allowed: 204,
  },
  {
    name: 'code checks',
    rateLimits: { phoneCodes: { ...DEFAULT_RATE_LIMITS.phoneCodes, checksPerIp: TWO } },
    send: (app, ip) =>
      statusOf(
        viaProxy(app, ip).post('/api/auth/password/reset', { phone: DEMO_CUSTOMER.phone, code: '000000', password: 'a-new-password' }),
      ),
    allowed: 400,
  },
  {
    name: 'registration',
    rateLimits: { register: TWO },
    send: (app, ip) =>
      statusOf(
        viaProxy(app, ip).post('/api/auth/register', { phone: freshPhone(), password: 'long-enough', firstName: 'А', lastName: 'Б' }),
      ),
    allowed: 201,
  },
  {
    name: 'the public check',
    rateLimits: { parcelCheck: TWO },
    send: (app, ip) => statusOf(viaProxy(app, ip).post('/api/package/check', { phone: '99112233' })),
    allowed: 200,
  },
  {
    name: 'the login lock',
    rateLimits: { login: { maxFailuresPerPhone: 100, maxFailuresPerIp: 2, windowMs: 60_000, lockMs: 60_000 } },
    send: (app, ip) => statusOf(viaProxy(app, ip).post('/api/auth/login', { phone: freshPhone(), password: 'guess-guess' })),
    allowed: 401,
  },
  {
    name: 'unclaimed searches',
    rateLimits: { unclaimed: { perUser: { max: 100, windowMs: 60_000 }, perIp: TWO } },
    send: async (app, ip) => {
      const cookie = await app.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
      return statusOf(viaProxy(app, ip, cookie).get('/api/package/unclaimed?codeEnd=123456'));
    },
    allowed: 200,
  },
];

describe.each(stores)('per-IP limits key an IPv6 client by its /64 behind a trusted proxy, store $name', ({ options }) => {
  it.each(cases)('$name: three addresses of one /64 share one budget, another /64 has its own', async (limit) => {
    t = await createTestApp({ trustProxy: ['loopback'], rateLimits: { ...DEFAULT_RATE_LIMITS, ...limit.rateLimits }, ...options() });
    const answers = [];
    for (const ip of SAME_64) answers.push(await limit.send(t, ip));
    expect(answers).toEqual([limit.allowed, limit.allowed, 429]);
    expect(await limit.send(t, OTHER_64)).toBe(limit.allowed);
  });
});

describe('the password hashing queue', () => {
  it('counts an IPv6 client by its /64 for its fairness', async () => {
    t = await createTestApp({ trustProxy: ['loopback'] });
    const run = vi.spyOn(t.app.ctx.passwordHashing, 'run');
    for (const ip of [...SAME_64, OTHER_64]) {
      await viaProxy(t, ip).post('/api/auth/login', DEMO_CUSTOMER);
    }
    expect(run.mock.calls.map(([client]) => client)).toEqual([
      '2001:db8:a:1::/64',
      '2001:db8:a:1::/64',
      '2001:db8:a:1::/64',
      '2001:db8:a:2::/64',
    ]);
  });
});
