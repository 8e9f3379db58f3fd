import { as } from '../helpers/as-user';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (payload: unknown) => as(t.app).post('/api/package/check', payload);

describe('POST /api/package/check', () => {
  it('lists a phone’s parcels, newest first, with only trackCode, price, status and updatedAt', async () => {
    const response = await check({ phone: DEMO_CUSTOMER.phone });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['list', 'total']);
    expect(body.total).toBe(6);
    expect(body.list).toHaveLength(6);
    for (const parcel of body.list) {
      expect(Object.keys(parcel).sort()).toEqual(['price', 'status', 'trackCode', 'updatedAt']);
      expect(Number.isNaN(Date.parse(parcel.updatedAt))).toBe(false);
    }
    const times = body.list.map((parcel: { updatedAt: string }) => Date.parse(parcel.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body).not.toMatch(/Бат|Дорж|demo@|99112233/);
  });

  it('finds one parcel by track code, case-insensitively', async () => {
    const response = await check({ trackCode: ' sf1456789012345 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      list: [{ trackCode: 'SF1456789012345', price: 12_300, status: 'RECEIVED', updatedAt: expect.any(String) }],
      total: 1,
    });
  });

  it('answers from committed data without waiting for a staff transaction in progress', async () => {
    const now = new Date().toISOString();
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('parcels')
        .values({
          track_code: 'TXOPEN1',
          phone: '92929292',
          price: 0,
          status: 'REGISTERED',
          state: 'ACTIVE',
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect((await check({ trackCode: 'TXOPEN1' })).json()).toEqual({ list: [], total: 0 });
      await trx.deleteFrom('parcels').where('track_code', '=', 'TXOPEN1').execute();
    });
  });

  it('answers an empty list for unknown phones and codes', async () => {
    expect((await check({ phone: '90000000' })).json()).toEqual({ list: [], total: 0 });
    expect((await check({ trackCode: 'NOPE123' })).json()).toEqual({ list: [], total: 0 });
  });

  it.each([
    [{}, 'Утасны дугаар эсвэл трак код оруулна уу'],
    [{ phone: '123' }, 'Утасны дугаар 8 оронтой тоо байна'],
    [{ phone: '99112233', trackCode: 'YT1' }, 'Утасны дугаар эсвэл трак код оруулна уу'],
    [{ trackCode: '<script>' }, 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    [{ trackCode: 'A'.repeat(41) }, 'Трак код 40 тэмдэгтээс урт байж болохгүй'],
  ])('refuses %j with 400 and a Mongolian message', async (payload, message) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message });
  });
});

describe('warehouses, prices and organisation', () => {
  it('GET /api/warehouse lists the organisation’s active warehouses', async () => {
    const response = await as(t.app).get('/api/warehouse?orgId=1&state=ACTIVE');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.list[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      address: expect.any(String),
      contactInfo: { phone: '77112233' },
      state: 'ACTIVE',
    });
  });

  it('GET /api/warehouse leaves out other states and other organisations', async () => {
    expect((await as(t.app).get('/api/warehouse?orgId=1&state=DELETED')).json()).toEqual({ list: [], total: 0 });
    expect((await as(t.app).get('/api/warehouse?orgId=2&state=ACTIVE')).json()).toEqual({ list: [], total: 0 });
  });

  it.each(['/api/warehouse', '/api/warehouse?orgId=abc', '/api/warehouse?orgId=1&state=GONE'])('GET %s is a 400', async (url) => {
    const response = await as(t.app).get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[А-Яа-яӨөҮү]/);
  });

  it('GET /api/warehouse/{orgId} answers the prices as data.currency', async () => {
    const response = await as(t.app).get('/api/warehouse/1');
    expect(response.json()).toEqual({ data: { currency: { kg: 3000, m3: 599, rate: 480 }, deliveryFee: 0 } });
    expect((await as(t.app).get('/api/warehouse/99')).statusCode).toBe(404);
    expect((await as(t.app).get('/api/warehouse/x')).statusCode).toBe(400);
  });

  it('GET /api/cargoAddress/{id} answers the receiving address, with zipcode only when there is one', async () => {
    const [first, second] = (await as(t.app).get('/api/warehouse?orgId=1&state=ACTIVE')).json().list;
    const withZip = (await as(t.app).get(`/api/cargoAddress/${first.id}`)).json();
    expect(withZip).toEqual({
      warehouse: { name: first.name },
      consignee: expect.any(String),
      phone: expect.any(String),
      region: expect.stringContaining('二连浩特'),
      address: expect.any(String),
      zipcode: '011100',
    });
    const withoutZip = (await as(t.app).get(`/api/cargoAddress/${second.id}`)).json();
    expect(Object.keys(withoutZip).sort()).toEqual(['address', 'consignee', 'phone', 'region', 'warehouse']);
  });

  it('GET /api/cargoAddress/{id} is a 404 with the glossary message for unknown warehouses', async () => {
    const response = await as(t.app).get('/api/cargoAddress/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Агуулахын мэдээлэл олдсонгүй' });
  });

  it('GET /api/organization answers id and name', async () => {
    expect((await as(t.app).get('/api/organization')).json()).toEqual({ id: 1, name: 'Ачаа Карго' });
  });

  it('GET /api/health reports the database and where the rate-limit counters live', async () => {
    const response = await as(t.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });
});

describe('headers', () => {
  it('sends the content security policy and the usual hardening headers', async () => {
    const response = await as(t.app).get('/api/organization');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large answers for clients that accept it', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('parcels')
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          track_code: `GZ${index}`,
          phone: '91919191',
          price: 1000,
          status: 'SENT' as const,
          state: 'ACTIVE' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await as(t.app, undefined, { headers: { 'accept-encoding': 'gzip' } }).post('/api/package/check', {
      phone: '91919191',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.total).toBe(40);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length);
  });
});
