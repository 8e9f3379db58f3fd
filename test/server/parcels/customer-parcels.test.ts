import { PARCEL_STATUSES } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
});
afterAll(() => t.close());

const list = (url: string, session: string | undefined = cookie) => as(t.app, session || undefined).get(url);

describe('GET /api/package', () => {
  it('lists the signed-in customer’s parcels with their registered date', async () => {
    const response = await list('/api/package');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    for (const parcel of body.list) {
      // No storage days: the demo organisation charges no storage fee (the default).
      const extra: string[] = [];
      expect(Object.keys(parcel).sort()).toEqual(
        [
          'createdAt',
          'heightCm',
          'lengthCm',
          'note',
          'price',
          'registeredBy',
          'status',
          'trackCode',
          'updatedAt',
          'weightKg',
          'widthCm',
          ...extra,
        ].sort(),
      );
      expect(Date.parse(parcel.createdAt)).toBeLessThanOrEqual(Date.parse(parcel.updatedAt));
    }
  });

  it.each(PARCEL_STATUSES)('filters by status %s', async (status) => {
    const body = (await list(`/api/package?status=${status}`)).json();
    expect(body.total).toBe(1);
    expect(body.list.map((parcel: { status: string }) => parcel.status)).toEqual([status]);
  });

  it('shows only parcels registered to the customer’s own phone', async () => {
    await t.createUser({ phone: '88001122', password: 'other-password' });
    const other = await t.login('88001122', 'other-password');
    const codes = (await list('/api/package', other))
      .json()
      .list.map((parcel: { trackCode: string }) => parcel.trackCode)
      .sort();
    expect(codes).toEqual(['SF1400112233445', 'YT7500998877665']);
  });

  it('leaves out parcels whose record is deleted', async () => {
    await t.db.updateTable('parcels').set({ state: 'DELETED' }).where('track_code', '=', 'JD0123456789012').execute();
    const body = (await list('/api/package')).json();
    expect(body.total).toBe(5);
    await t.db.updateTable('parcels').set({ state: 'ACTIVE' }).where('track_code', '=', 'JD0123456789012').execute();
  });

  it('is 401 signed out and 400 for an unknown status', async () => {
    expect((await list('/api/package', '')).statusCode).toBe(401);
    const bad = await list('/api/package?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: 'Ачааны төлөв буруу байна' });
  });
});
