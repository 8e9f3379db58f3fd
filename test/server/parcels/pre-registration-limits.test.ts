import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonMessages } from '@contract/reason-messages';
import { buildApp } from '../../../server/app';
import { DEFAULT_RATE_LIMITS } from '../../../server/lib/rate-limit/limits';
import { expectApiError } from '../helpers/api-error';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { createTestApp, createTestAppWithStaff, TEST_SCRYPT, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* Pre-registered codes can be neither squatted nor used to probe, nor taken in unconfirmed. */

const DAY = 24 * 60 * 60_000;

async function customerOf(t: TestApp, phone: string, phoneVerified = true): Promise<string> {
  await t.createUser({ phone, password: 'customer-password', phoneVerified });
  return t.login(phone, 'customer-password');
}

const register = (t: TestApp, cookie: string, trackCode: string, ip = '10.21.4.1') =>
  as(t.app, cookie, { remoteAddress: ip }).post('/api/package', { trackCode });
const remove = (t: TestApp, cookie: string, trackCode: string, ip = '10.21.4.1') =>
  as(t.app, cookie, { remoteAddress: ip }).delete(`/api/package/${trackCode}`);
const codesOf = async (t: TestApp, phone: string) =>
  (await t.db.selectFrom('parcels').select('track_code').where('phone', '=', phone).orderBy('track_code').execute()).map(
    (row) => row.track_code,
  );

describe('who may pre-register, and how many a day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is only for an account that proved its phone (403), and writes nothing', async () => {
    const unverified = await customerOf(t, '94210001', false);
    expectApiError(await register(t, unverified, 'SQ0000000001'), 403);
    expect(await codesOf(t, '94210001')).toEqual([]);
  });

  it(`allows ${DEFAULT_RATE_LIMITS.preRegister.max} new codes a day by default, then 429 with a reason and a Mongolian message`, async () => {
    expect(DEFAULT_RATE_LIMITS.preRegister).toEqual({ max: 50, windowMs: DAY });
    const cookie = await customerOf(t, '94210002');
    for (let index = 0; index < 50; index += 1) {
      expect((await register(t, cookie, `SQA${String(index).padStart(8, '0')}`)).statusCode).toBe(201);
    }
    const refused = await register(t, cookie, 'SQA99999999');
    expect(expectApiError(refused, 429)).toBe(reasonMessages.PREREGISTER_DAILY_LIMIT(50));
    expect(refused.json().reason).toBe('PREREGISTER_DAILY_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 60);
    expect(await codesOf(t, '94210002')).toHaveLength(50);
    // Another account has its own day.
    expect((await register(t, await customerOf(t, '94210003'), 'SQB00000001')).statusCode).toBe(201);
  });
});

describe('what does not use the allowance, and what costs a public check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      rateLimits: { preRegister: { max: 3, windowMs: DAY }, parcelCheck: { max: 4, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('counts only codes created: the own code again and someone else’s do not use the day', async () => {
    const owner = await customerOf(t, '94220001');
    const other = await customerOf(t, '94220002');
    expect((await register(t, owner, 'SQC00000001', '10.21.4.10')).statusCode).toBe(201);
    expect((await register(t, other, 'SQC00000002', '10.21.4.11')).statusCode).toBe(201);
    expect((await register(t, other, 'SQC00000002', '10.21.4.11')).statusCode).toBe(200);
    expectApiError(await register(t, other, 'SQC00000001', '10.21.4.11'), 409);
    expect((await register(t, other, 'SQC00000003', '10.21.4.11')).statusCode).toBe(201);
    expect((await register(t, other, 'SQC00000004', '10.21.4.11')).statusCode).toBe(201);
    expectApiError(await register(t, other, 'SQC00000005', '10.21.4.11'), 429);
    // Past the day's allowance, the own code again is still the documented 200, nothing new.
    const again = await register(t, other, 'SQC00000003', '10.21.4.11');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ trackCode: 'SQC00000003', status: 'REGISTERED' });
    expect(await codesOf(t, '94220002')).toEqual(['SQC00000002', 'SQC00000003', 'SQC00000004']);
  });

  it('counts «taken by another» answers against the public check limit of the IP', async () => {
    const prober = await customerOf(t, '94220003');
    const ip = '10.21.4.20';
    // SQC00000001 is another customer's: each such answer is a check.
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await register(t, prober, 'SQC00000001', ip)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 429]);
    // The public check from that IP is spent too; another IP is not.
    const check = (from: string) => as(t.app, undefined, { remoteAddress: from }).post('/api/package/check', { trackCode: 'SQC00000001' });
    expectApiError(await check(ip), 429);
    expect((await check('10.21.4.21')).statusCode).toBe(200);
  });

  it('counts every DELETE against the public check limit (register-and-delete probes)', async () => {
    const prober = await customerOf(t, '94220004');
    const ip = '10.21.4.30';
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await remove(t, prober, `SQD0000000${index}`, ip)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    // Refused before the database is asked: the own pre-registration stays too.
    expect((await register(t, prober, 'SQD00000009', '10.21.4.31')).statusCode).toBe(201);
    expectApiError(await remove(t, prober, 'SQD00000009', ip), 429);
    expect(await codesOf(t, '94220004')).toEqual(['SQD00000009']);
  });

  it('holds the day’s allowance under parallel requests', async () => {
    const racer = await customerOf(t, '94220005');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => register(t, racer, `SQE0000000${index}`, `10.21.5.${index}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    expect(await codesOf(t, '94220005')).toHaveLength(3);
  });
});

describe.skipIf(!(await redisReachable()))('the day’s allowance with two instances on one Redis', () => {
  it('is one allowance, whichever instance the requests reach', async () => {
    const redis = { url: TEST_REDIS_URL, keyPrefix: uniqueRedisPrefix() };
    const rateLimits = { preRegister: { max: 3, windowMs: DAY } };
    const t = await createTestApp({ seed: false, redis, rateLimits });
    const other = await buildApp({ database: t.database, scryptParams: TEST_SCRYPT, redis, rateLimits });
    try {
      const cookie = await customerOf(t, '94240001');
      const on = (app: typeof other, trackCode: string) => as(app, cookie).post('/api/package', { trackCode });
      expect((await on(t.app, 'SQG00000001')).statusCode).toBe(201);
      expect((await on(other, 'SQG00000002')).statusCode).toBe(201);
      expect((await on(t.app, 'SQG00000003')).statusCode).toBe(201);
      expectApiError(await on(other, 'SQG00000004'), 429);
      expectApiError(await on(t.app, 'SQG00000005'), 429);
    } finally {
      await other.close();
      await t.close();
    }
  });
});

describe('a staff scan of a pre-registered code without a phone', () => {
  let t: TestApp, staff: string, claimant: string;
  beforeAll(async () => {
    ({ t, staff } = await createTestAppWithStaff('862100'));
    claimant = await customerOf(t, '94230001');
  });
  afterAll(() => t.close());

  const scan = (trackCode: string, fields: object = {}) =>
    as(t.app, staff).post('/api/staff/parcels', { trackCode, price: 5000, ...fields });
  const parcelOf = (trackCode: string) =>
    t.db.selectFrom('parcels').select(['phone', 'status', 'price']).where('track_code', '=', trackCode).executeTakeFirstOrThrow();

  it('is not taken in silently: 409 naming the claimant, for staff to confirm against the box; nothing changes', async () => {
    expect((await register(t, claimant, 'SQF00000001')).statusCode).toBe(201);
    const refused = await scan('SQF00000001');
    expect(expectApiError(refused, 409)).toBe(reasonMessages.PREREGISTERED_CONFIRM_PHONE('94230001'));
    expect(refused.json().reason).toBe('PREREGISTERED_CONFIRM_PHONE');
    expect(await parcelOf('SQF00000001')).toEqual({ phone: '94230001', status: 'REGISTERED', price: null });
    // The staff view names the claimant's account for the confirmation.
    const view = await as(t.app, staff).get('/api/staff/parcels/SQF00000001');
    expect(view.json()).toMatchObject({ phone: '94230001', owner: { firstName: 'Тест', lastName: 'Хэрэглэгч' }, registeredBy: 'customer' });
  });

  it('takes it in once the scan is sent again with the phone staff confirmed', async () => {
    const confirmed = await scan('SQF00000001', { phone: '94230001' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'RECEIVED', phone: '94230001', registeredBy: 'customer', price: 5000 });
  });

  it('refuses another phone on the box as before, naming both', async () => {
    expect((await register(t, claimant, 'SQF00000002')).statusCode).toBe(201);
    const refused = await scan('SQF00000002', { phone: '88001122' });
    expect(expectApiError(refused, 409)).toContain('94230001');
    expect(refused.json().reason).toBe('PREREGISTERED_OTHER_PHONE');
  });
});
