import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { expectApiError } from '../helpers/api-error';
import { createTestApp, createTestAppWithStaff, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp, staff: string, customer: string, other: string;
beforeAll(async () => {
  ({ t, staff, customer } = await createTestAppWithStaff('861000'));
  await t.createUser({ phone: '94200001', password: 'other-password', firstName: 'Сараа' });
  other = await t.login('94200001', 'other-password');
});
afterAll(() => t.close());

const register = (cookie: string, trackCode: string, note?: string) => as(t.app, cookie).post('/api/package', { trackCode, note });
const scan = (trackCode: string, fields: object = {}) => as(t.app, staff).post('/api/staff/parcels', { trackCode, ...fields });
const history = (trackCode: string) => as(t.app).get(`/api/package/${trackCode}/history`);

describe('POST /api/package: a customer registers a code they expect', () => {
  it('is 401 signed out', async () => {
    expectApiError(await as(t.app).post('/api/package', { trackCode: 'JR0000000001' }), 401);
  });

  it('creates it REGISTERED with the own phone, no price and the note (201); the public check shows it', async () => {
    const created = await register(customer, 'jr0000000001', '  Гутал, 2 хос ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      trackCode: 'JR0000000001',
      price: null,
      status: 'REGISTERED',
      note: 'Гутал, 2 хос',
      registeredBy: 'customer',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      weightKg: null,
      widthCm: null,
      heightCm: null,
      lengthCm: null,
    });
    const check = (await as(t.app).post('/api/package/check', { trackCode: 'JR0000000001' })).json();
    expect(check.list).toEqual([{ trackCode: 'JR0000000001', price: null, status: 'REGISTERED', updatedAt: expect.any(String) }]);
    const mine = (await as(t.app, customer).get('/api/package')).json();
    expect(mine.list.map((parcel: { trackCode: string }) => parcel.trackCode)).toContain('JR0000000001');
  });

  it('is idempotent for the own code (200, nothing new)', async () => {
    const again = await register(customer, 'JR0000000001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ trackCode: 'JR0000000001', note: 'Гутал, 2 хос', status: 'REGISTERED' });
    expect((await history('JR0000000001')).json().history).toHaveLength(1);
  });

  it('is 409 for another phone’s code and says nothing about that phone', async () => {
    const taken = await register(other, 'JR0000000001');
    const message = expectApiError(taken, 409);
    expect(message).toBe('Энэ трак код өөр хэрэглэгчид бүртгэлтэй байна. Бидэнтэй холбогдоно уу');
    expect(taken.body).not.toContain(DEMO_CUSTOMER.phone);
    // A code staff registered for someone else is refused the same way.
    expectApiError(await register(other, 'SF1456789012345'), 409);
  });

  it.each([
    [{ trackCode: '=1+1' }, 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    [{ trackCode: 'JR1', note: 'x'.repeat(101) }, 'Тайлбар 100 тэмдэгтээс урт байж болохгүй'],
    [{ trackCode: 'JR1', phone: '88001122' }, undefined],
  ])('is 400 for bad input %j and writes nothing', async (payload, expected) => {
    const answer = await as(t.app, customer).post('/api/package', payload);
    const message = expectApiError(answer, 400);
    if (expected) expect(message).toBe(expected);
    expect((await history('JR1')).statusCode).toBe(404);
  });
});

describe('DELETE /api/package/{trackCode}', () => {
  it('removes the own pre-registration with its history (204)', async () => {
    expect((await register(customer, 'JR0000000002')).statusCode).toBe(201);
    const { id } = await t.db.selectFrom('parcels').select('id').where('track_code', '=', 'JR0000000002').executeTakeFirstOrThrow();
    const removed = await as(t.app, customer).delete('/api/package/JR0000000002');
    expect(removed.statusCode).toBe(204);
    expectApiError(await history('JR0000000002'), 404);
    expect(await t.db.selectFrom('parcel_status_history').select('id').where('parcel_id', '=', id).execute()).toEqual([]);
    // Free again: the code may be registered anew.
    expect((await register(other, 'JR0000000002')).statusCode).toBe(201);
  });

  it('answers another customer’s code as an unknown one (404) and keeps it', async () => {
    expect((await register(customer, 'JR0000000003')).statusCode).toBe(201);
    expectApiError(await as(t.app, other).delete('/api/package/JR0000000003'), 404);
    expectApiError(await as(t.app, customer).delete('/api/package/NOSUCHCODE1'), 404);
    expect((await history('JR0000000003')).statusCode).toBe(200);
  });

  it('is 409 for the own code once staff received it, or when staff registered it', async () => {
    expect((await scan('JR0000000003', { phone: DEMO_CUSTOMER.phone })).statusCode).toBe(200);
    expectApiError(await as(t.app, customer).delete('/api/package/JR0000000003'), 409);
    // The demo customer's REGISTERED parcel was registered by staff.
    expectApiError(await as(t.app, customer).delete('/api/package/YT7512345678901'), 409);
    expect((await history('YT7512345678901')).statusCode).toBe(200);
  });
});

describe('GET /api/package/{trackCode}/history', () => {
  it('answers the timeline with no phone or owner data', async () => {
    const answer = await history('jt3098765432101');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    // The weight and size that made the fee are public with the fee; the phone and the owner are not.
    expect(Object.keys(body).sort()).toEqual([
      'heightCm',
      'history',
      'lengthCm',
      'price',
      'status',
      'trackCode',
      'updatedAt',
      'weightKg',
      'widthCm',
    ]);
    expect(body).toMatchObject({ trackCode: 'JT3098765432101', status: 'SENT', price: 24_000 });
    expect(body.history.map((step: { status: string }) => step.status)).toEqual(['REGISTERED', 'RECEIVED', 'SENT']);
    expect(answer.body).not.toContain(DEMO_CUSTOMER.phone);
  });

  it('is 404 {code,message} for an unknown code and 400 for a bad one', async () => {
    expect(expectApiError(await history('NOSUCHCODE2'), 404)).toBe('Ачаа олдсонгүй');
    expectApiError(await history('-1'), 400);
  });

  it('shares the public check’s rate limit', async () => {
    const limited = await createTestApp({ rateLimits: { parcelCheck: { max: 2, windowMs: 60_000 } } });
    try {
      const visitor = as(limited.app, undefined, { remoteAddress: '10.9.0.1' });
      expect((await visitor.get('/api/package/JT3098765432101/history')).statusCode).toBe(200);
      expect((await visitor.post('/api/package/check', { trackCode: 'JT3098765432101' })).statusCode).toBe(200);
      const refused = await visitor.get('/api/package/JT3098765432101/history');
      expectApiError(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('staff intake of a pre-registered code', () => {
  it('keeps the owner and moves it to RECEIVED in one step once staff confirm the phone, showing the owner’s phone and name', async () => {
    expect((await register(customer, 'JR0000000010', 'Цамц')).statusCode).toBe(201);
    // Without a phone the scan names the claimant instead of taking the parcel in.
    expect(expectApiError(await scan('jr0000000010', { price: 7200 }), 409)).toContain(DEMO_CUSTOMER.phone);
    const taken = await scan('jr0000000010', { price: 7200, phone: DEMO_CUSTOMER.phone });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      trackCode: 'JR0000000010',
      phone: DEMO_CUSTOMER.phone,
      owner: { firstName: 'Бат', lastName: 'Дорж' },
      note: 'Цамц',
      registeredBy: 'customer',
      status: 'RECEIVED',
      price: 7200,
      history: [{ status: 'REGISTERED' }, { status: 'RECEIVED' }],
    });
    const timeline = (await history('JR0000000010')).json();
    expect(timeline.history.map((step: { status: string }) => step.status)).toEqual(['REGISTERED', 'RECEIVED']);
  });

  it('accepts the same phone typed by staff', async () => {
    await register(other, 'JR0000000011');
    expect((await scan('JR0000000011', { phone: '+976 9420-0001' })).json()).toMatchObject({
      status: 'RECEIVED',
      owner: { firstName: 'Сараа' },
      price: null,
    });
  });

  it('refuses a different phone with a message naming both, and changes nothing', async () => {
    await register(customer, 'JR0000000012');
    const message = expectApiError(await scan('JR0000000012', { phone: '88001122' }), 409);
    expect(message).toContain(DEMO_CUSTOMER.phone);
    expect(message).toContain('88001122');
    expect((await history('JR0000000012')).json()).toMatchObject({ status: 'REGISTERED', history: [{ status: 'REGISTERED' }] });
  });

  it('still refuses a code staff registered before (409) and a new code without a phone (400)', async () => {
    expect(expectApiError(await scan('SF1456789012345', { phone: DEMO_CUSTOMER.phone }), 409)).toBe(
      'Энэ трак кодтой ачаа бүртгэлтэй байна',
    );
    expect(expectApiError(await scan('JR0000000099'), 400)).toBe('Шинэ ачаанд утасны дугаар оруулна уу');
    expect(expectApiError(await scan('JR0000000010'), 409)).toBe('Энэ трак кодтой ачаа бүртгэлтэй байна');
  });

  it('takes pre-registrations in per line in a CSV import: same phone received, another phone an error on its line', async () => {
    await register(customer, 'JR0000000020');
    await register(customer, 'JR0000000021');
    const csv = `trackCode,phone,price\nJR0000000020,${DEMO_CUSTOMER.phone},5100\nJR0000000021,88001122,3000\nJR0000000022,88001122,1000\n`;
    const answer = await as(t.app, staff, { headers: { 'content-type': 'text/csv' } }).post('/api/staff/parcels/import', csv);
    expect(answer.statusCode).toBe(200);
    const result = answer.json();
    expect(result).toMatchObject({ created: 1, updated: 1 });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].line).toBe(3);
    expect(result.errors[0].message).toContain(DEMO_CUSTOMER.phone);
    expect(result.errors[0].message).toContain('88001122');
    expect((await history('JR0000000020')).json()).toMatchObject({ status: 'RECEIVED', price: 5100 });
    expect((await history('JR0000000021')).json()).toMatchObject({ status: 'REGISTERED', price: null });
  });
});
