import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulaanbaatarDate } from '../../../server/modules/admin/ulaanbaatar-time';
import { registerParcels } from '../../../server/modules/parcels/register-parcels';
import { referenceFigures, summaryFigures } from '../admin/dashboard-reference';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/*
 * Fifty staff sending the same file at once (PostgreSQL: fifty transactions): the file's codes that
 * customers pre-registered are taken in once each (moveParcels, one compare-and-set per chunk), its
 * new codes registered once, and the dashboard's summary, kept per statement, equals the history.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.createUser({ phone: '70000051', password: 'staff-password', role: 'staff' });
  staff = await t.login('70000051', 'staff-password');
});
afterAll(() => t.close());

describe('the same import fifty times at once', () => {
  it('takes each pre-registration in once, registers each new code once, and counts each once', async () => {
    const preRegistered = Array.from({ length: 20 }, (_, index) => `RACEPRE${index}`);
    const fresh = Array.from({ length: 5 }, (_, index) => `RACENEW${index}`);
    await registerParcels(
      t.db,
      preRegistered.map((trackCode) => ({
        trackCode,
        phone: '99005100',
        price: null,
        status: 'REGISTERED' as const,
        registeredBy: 'customer' as const,
      })),
      null,
    );
    const csv = ['trackCode,phone,price', ...[...preRegistered, ...fresh].map((code, index) => `${code},99005100,${1000 + index}`)].join(
      '\n',
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(t.app, staff, { headers: { 'content-type': 'text/csv' } }).post('/api/staff/parcels/import', csv),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const results = answers.map((answer) => answer.json() as { created: number; errors: unknown[] });
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(fresh.length);
    expect(results.flatMap((result) => result.errors)).toEqual([]);

    const intakes = await t.db
      .selectFrom('parcel_status_history as h')
      .innerJoin('parcels as p', 'p.id', 'h.parcel_id')
      .select(['p.track_code', 'p.status', 'p.price'])
      .where('h.status', '=', 'RECEIVED')
      .where('h.event', '=', 'MOVE')
      .execute();
    expect(intakes.map((row) => row.track_code).sort()).toEqual([...preRegistered].sort());
    expect(new Set(intakes.map((row) => row.status))).toEqual(new Set(['RECEIVED']));
    const today = ulaanbaatarDate(new Date());
    expect(await summaryFigures(t.db, today, today)).toEqual(await referenceFigures(t.db, today, today));
  });
});
