import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTripHistory } from '../../../server/db/seed-trips';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';
import { statementsOf } from '../helpers/statement-count';

/*
 * The hot reads' round trips to the database, counted on the engine in use (SQLite, or PostgreSQL
 * with DATABASE_URL): the public check is one statement whatever its parcels need for their arrival
 * estimates; a customer's own list and the counter's look-up stay within the bounds their header
 * comments give. Each waits for the trip and road times' caches to be warm first (a cold instance
 * computes them once, beside its first lookup).
 */

const HOUR = 60 * 60 * 1000;
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;

const check = (payload: object) => as(setup.t.app).post('/api/package/check', payload);

beforeAll(async () => {
  setup = await createTestAppWithStaff('8831');
  const { db } = setup.t;
  const now = Date.now();
  // Enough finished trips for an estimate from the history (RECEIVED to DELIVERED)…
  await seedTripHistory(db, { count: 24, now: new Date(now), prefix: 'RTT' });
  // …and enough trucks for the road's own times, one of them on the road now with the demo's SENT parcel.
  const { id: staffId } = await db.selectFrom('users').select('id').where('phone', '=', '883101').executeTakeFirstOrThrow();
  const truck = (index: number, state: 'UNLOADED' | 'DEPARTED', departed: number, arrived: number | null) => ({
    code: `T-0101-${70 + index}`,
    plate: 'plate',
    driver: 'driver',
    phone: '99000000',
    state,
    created_at: new Date(departed - HOUR).toISOString(),
    created_by: staffId,
    departed_at: new Date(departed).toISOString(),
    arrived_at: arrived === null ? null : new Date(arrived).toISOString(),
  });
  await db
    .insertInto('trips')
    .values(
      [40, 44, 50].map((hours, index) =>
        truck(index, 'UNLOADED', now - (10 + index) * 24 * HOUR, now - (10 + index) * 24 * HOUR + hours * HOUR),
      ),
    )
    .execute();
  const { id: onTheRoad } = await db
    .insertInto('trips')
    .values(truck(3, 'DEPARTED', now - 6 * HOUR, null))
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: parcelId } = await db
    .selectFrom('parcels')
    .select('id')
    .where('track_code', '=', 'JT3098765432101')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('trip_parcels')
    .values({ trip_id: onTheRoad, parcel_id: parcelId, loaded_at: new Date(now - 7 * HOUR).toISOString(), loaded_by: staffId })
    .execute();
  // Warm: the trip and road times are computed once, then kept.
  expect((await check({ phone: '99112233' })).statusCode).toBe(200);
});
afterAll(() => setup.t.close());

describe('round trips of the hot reads', () => {
  it('the check by phone is one statement, with estimates from the history and from a departed truck', async () => {
    let answer: { list: Array<{ trackCode: string; eta?: { from: string; to: string } }>; total: number } | undefined;
    const statements = await statementsOf(setup.t, async () => {
      answer = (await check({ phone: '99112233' })).json();
    });
    expect(statements).toHaveLength(1);
    const byCode = Object.fromEntries(answer!.list.map((parcel) => [parcel.trackCode, parcel]));
    // RECEIVED: from the history's trip times; SENT on a departed truck: from its departure and the road's times.
    expect(byCode.SF1456789012345?.eta).toBeDefined();
    expect(byCode.JT3098765432101?.eta).toBeDefined();
    expect(byCode['773245678901234']).not.toHaveProperty('eta');
    expect(answer!.total).toBe(answer!.list.length);
  });

  it('the check by track code, and one for a phone with nothing, are one statement each', async () => {
    expect(await statementsOf(setup.t, () => check({ trackCode: 'JT3098765432101' }))).toHaveLength(1);
    expect(await statementsOf(setup.t, () => check({ phone: '99887766' }))).toHaveLength(1);
  });

  it("a customer's own list is two: the session's and the list's, estimates and storage days included", async () => {
    await as(setup.t.app, setup.staff).put('/api/staff/storage-rule', { freeDays: 3, dailyFee: 500 });
    let list: Array<{ trackCode: string; eta?: unknown; storage?: unknown }> = [];
    const statements = await statementsOf(setup.t, async () => {
      list = (await as(setup.t.app, setup.customer).get('/api/package')).json().list;
    });
    expect(statements).toHaveLength(2);
    const byCode = Object.fromEntries(list.map((parcel) => [parcel.trackCode, parcel]));
    expect(byCode.JT3098765432101?.eta).toBeDefined();
    expect(byCode['773245678901234']?.storage).toMatchObject({ daysCharged: expect.any(Number) });
  });

  it("the counter's look-up is three by phone (the session's, the customer with both lists and the dues, the open payments), four by track code", async () => {
    await as(setup.t.app, setup.staff).put('/api/staff/storage-rule', { freeDays: 0, dailyFee: 700 });
    let answer:
      { ready: Array<{ trackCode: string; storageFee?: number }>; onTheWay: unknown[]; customer: { firstName: string | null } } | undefined;
    const byPhone = await statementsOf(setup.t, async () => {
      const response = await as(setup.t.app, setup.staff).get('/api/staff/counter?q=99112233');
      expect(response.statusCode).toBe(200);
      answer = response.json();
    });
    expect(byPhone).toHaveLength(3);
    // Whatever the lists hold: the demo customer has parcels waiting (storage charged) and on the way.
    expect(answer!.customer.firstName).not.toBeNull();
    expect(answer!.ready.find((parcel) => parcel.trackCode === '773245678901234')?.storageFee).toBeGreaterThan(0);
    expect(answer!.onTheWay.length).toBeGreaterThan(0);
    const byCode = await statementsOf(setup.t, async () => {
      expect((await as(setup.t.app, setup.staff).get('/api/staff/counter?q=JT3098765432101')).statusCode).toBe(200);
    });
    expect(byCode).toHaveLength(4);
  });

  it('the public timeline is one statement: the parcel, its history, estimate and last trip', async () => {
    let timeline: { history: unknown[]; eta?: unknown; trip?: { loadedAt: string; departedAt: string | null } } | undefined;
    const statements = await statementsOf(setup.t, async () => {
      const response = await as(setup.t.app).get('/api/package/JT3098765432101/history');
      expect(response.statusCode).toBe(200);
      timeline = response.json();
    });
    expect(statements).toHaveLength(1);
    expect(timeline!.history.length).toBeGreaterThan(0);
    expect(timeline!.eta).toBeDefined();
    expect(timeline!.trip).toMatchObject({ loadedAt: expect.any(String), departedAt: expect.any(String) });
  });
});
