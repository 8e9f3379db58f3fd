import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkByPhoneQuery, PARCEL_LIST_LIMIT } from '../../../server/modules/parcels/public-lookup';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '91234567';
const ACTIVE_PARCELS = PARCEL_LIST_LIMIT + 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const day = 24 * 60 * 60 * 1000;
  const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * day).toISOString();
  await t.db
    .insertInto('parcels')
    .values([
      ...Array.from({ length: ACTIVE_PARCELS }, (_, index) => ({
        track_code: `LIM${String(index).padStart(4, '0')}`,
        phone: PHONE,
        price: index,
        status: 'SENT' as const,
        state: 'ACTIVE' as const,
        created_at: at(index),
        updated_at: at(index),
      })),
      // Newer than all of them, but deleted: neither listed nor counted.
      ...[0, 1, 2].map((index) => ({
        track_code: `LIMDEL${index}`,
        phone: PHONE,
        price: 0,
        status: 'SENT' as const,
        state: 'DELETED' as const,
        created_at: at(ACTIVE_PARCELS + index),
        updated_at: at(ACTIVE_PARCELS + index),
      })),
    ])
    .execute();
  await t.createUser({ phone: PHONE, password: 'limit-test-password' });
});
afterAll(() => t.close());

const newestCodes = Array.from({ length: PARCEL_LIST_LIMIT }, (_, index) => `LIM${String(ACTIVE_PARCELS - 1 - index).padStart(4, '0')}`);

describe('a phone with more parcels than the list holds', () => {
  it('gets the newest 100 active ones and the true total from the public check, twice in a row', async () => {
    // Twice: the lookup is a statement prepared once and run again with the same limit.
    for (let run = 0; run < 2; run += 1) {
      const response = await as(t.app).post('/api/package/check', { phone: PHONE });
      const body = response.json() as { list: { trackCode: string }[]; total: number };
      expect(body.total).toBe(ACTIVE_PARCELS);
      expect(body.list.map((parcel) => parcel.trackCode)).toEqual(newestCodes);
    }
  });

  it('gets the same in the signed-in list', async () => {
    const cookie = await t.login(PHONE, 'limit-test-password');
    const response = await as(t.app, cookie).get('/api/package');
    const body = response.json() as { list: { trackCode: string }[]; total: number };
    expect(body.total).toBe(ACTIVE_PARCELS);
    expect(body.list.map((parcel) => parcel.trackCode)).toEqual(newestCodes);
  });

  it('has its limit written into the SQL: SQLite re-prepares a statement with a bound LIMIT on every run', () => {
    const { sql, parameters } = checkByPhoneQuery(t.db, PHONE).compile();
    expect(sql).toMatch(new RegExp(`limit ${PARCEL_LIST_LIMIT}$`));
    expect(parameters).not.toContain(PARCEL_LIST_LIMIT);
  });
});
