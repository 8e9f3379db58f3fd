import { as } from '../helpers/as-user';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStaffParcel } from '../../../server/modules/parcels/staff-parcel-view';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function insertParcel(trackCode: string, phone: string, updatedAt: string) {
  await t.db
    .insertInto('parcels')
    .values({ track_code: trackCode, phone, price: 0, status: 'SENT', state: 'ACTIVE', created_at: updatedAt, updated_at: updatedAt })
    .execute();
}

const check = async (payload: object) =>
  (await as(t.app).post('/api/package/check', payload)).json() as {
    list: { trackCode: string; updatedAt: string }[];
  };

describe('the public check’s times (PostgreSQL writes them as text in its SQL)', () => {
  it('answers the same ISO-8601 UTC text as every other call, by phone and by code', async () => {
    await insertParcel('TSA1', '93000001', '2026-03-04T05:06:07.891Z');
    await insertParcel('TSA2', '93000001', '2026-12-31T23:59:59.000Z');
    const byPhone = await check({ phone: '93000001' });
    expect(byPhone.list.map((parcel) => [parcel.trackCode, parcel.updatedAt])).toEqual([
      ['TSA2', '2026-12-31T23:59:59.000Z'],
      ['TSA1', '2026-03-04T05:06:07.891Z'],
    ]);
    expect((await check({ trackCode: 'TSA1' })).list[0]?.updatedAt).toBe((await findStaffParcel(t.db, 'TSA1'))?.updatedAt);
  });

  it('keeps milliseconds as a Date keeps them when PostgreSQL holds microseconds in another time zone', async (context) => {
    if (t.engine !== 'postgres') context.skip();
    await insertParcel('TSB1', '93000002', '2026-01-01T00:00:00.000Z');
    await sql`update parcels set updated_at = timestamptz '2026-03-04 13:06:07.891999+08' where track_code = 'TSB1'`.execute(t.db);
    const [parcel] = (await check({ phone: '93000002' })).list;
    expect(parcel?.updatedAt).toBe('2026-03-04T05:06:07.891Z');
    expect(parcel?.updatedAt).toBe((await findStaffParcel(t.db, 'TSB1'))?.updatedAt);
  });
});
