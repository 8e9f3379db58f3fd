import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTripHistory } from '../../../server/db/seed-trips';
import { tellLateParcels, tellStorageEnding } from '../../../server/modules/arrival/late-parcels';
import { serializeParcelCheck } from '../../../server/modules/parcels/parcel-check-serializer';
import { pushMessage } from '../../../server/modules/push/push-message';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* Arrival estimates from the history, late parcels, storage days; SQLite and (DATABASE_URL) PostgreSQL. */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
let now = new Date();
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;

const check = async (trackCode: string) => (await as(setup.t.app).post('/api/package/check', { trackCode })).json().list[0];
const ubDate = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);

async function receivedAt(trackCode: string): Promise<number> {
  const row = await setup.t.db
    .selectFrom('parcel_status_history')
    .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
    .select('parcel_status_history.changed_at')
    .where('parcels.track_code', '=', trackCode)
    .where('parcel_status_history.status', '=', 'RECEIVED')
    .executeTakeFirstOrThrow();
  return new Date(row.changed_at).getTime();
}

beforeAll(async () => {
  setup = await createTestAppWithStaff('8827', { arrival: { clock: () => now } });
});
afterAll(() => setup.t.close());

describe('arrival estimates', () => {
  it('gives none while fewer than 20 parcels made the trip', async () => {
    // The demo's three parcels at or past Ulaanbaatar made the trip too (3 days each): 19 in all.
    await seedTripHistory(setup.t.db, { count: 16, now, prefix: 'FEW' });
    expect(await check('SF1456789012345')).not.toHaveProperty('eta');
  });

  it('keeps the trip times for an hour: five more trips change nothing until then', async () => {
    await seedTripHistory(setup.t.db, { count: 5, now, prefix: 'MORE' });
    expect(await check('SF1456789012345')).not.toHaveProperty('eta');
    now = new Date(now.getTime() + HOUR_MS + 1000);
    expect(await check('SF1456789012345')).toHaveProperty('eta');
  });

  it('gives the median to the 90th percentile from the RECEIVED time, on the check, the history and my parcels', async () => {
    // 24 trips: the demo's 3 of 3 days, 16 then 5 of 3–7 days (index % 5); nearest ranks 12 and 22 of the sorted 24.
    const durations = [
      3,
      3,
      3,
      ...Array.from({ length: 16 }, (_, i) => 3 + (i % 5)),
      ...Array.from({ length: 5 }, (_, i) => 3 + (i % 5)),
    ].sort((a, b) => a - b);
    const received = await receivedAt('SF1456789012345');
    const expected = { from: ubDate(received + durations[11]! * DAY_MS), to: ubDate(received + durations[21]! * DAY_MS), late: false };
    expect((await check('SF1456789012345')).eta).toEqual(expected);
    expect((await as(setup.t.app).get('/api/package/SF1456789012345/history')).json().eta).toEqual(expected);
    const mine = (await as(setup.t.app, setup.customer).get('/api/package')).json().list;
    const byCode = Object.fromEntries(mine.map((parcel: { trackCode: string }) => [parcel.trackCode, parcel]));
    expect(byCode.SF1456789012345.eta).toEqual(expected);
    expect(byCode.JT3098765432101.eta).toBeDefined();
    // Only parcels on the way: not a pre-registration, not one at Ulaanbaatar.
    expect(byCode.YT7512345678901).not.toHaveProperty('eta');
    expect(byCode['773245678901234']).not.toHaveProperty('eta');
  });

  it('marks a parcel past its 90th percentile late, lists it for staff and tells the owner once', async () => {
    now = new Date(now.getTime() + 20 * DAY_MS);
    await setup.t.app.ctx.arrival.refresh();
    expect((await check('SF1456789012345')).eta.late).toBe(true);
    const late = await as(setup.t.app, setup.staff).get('/api/staff/late-parcels');
    expect(late.statusCode).toBe(200);
    const codes = late.json().list.map((parcel: { trackCode: string }) => parcel.trackCode);
    expect(codes).toEqual(expect.arrayContaining(['SF1456789012345', 'JT3098765432101']));
    const times = (await setup.t.app.ctx.arrival.current())!;
    // Two instances' watches at once: each late parcel is marked (and its push queued) by one of them.
    const told = await Promise.all([tellLateParcels(setup.t.db, times, now), tellLateParcels(setup.t.db, times, now)]);
    const marked = await setup.t.db.selectFrom('parcels').select('track_code').where('late_notified_at', 'is not', null).execute();
    expect(told[0]! + told[1]!).toBe(marked.length);
    expect(marked.map((row) => row.track_code)).toEqual(expect.arrayContaining(['SF1456789012345', 'JT3098765432101']));
    expect(await tellLateParcels(setup.t.db, times, now)).toBe(0);
    expect((await as(setup.t.app, setup.customer).get('/api/staff/late-parcels')).statusCode).toBe(403);
  });
});

describe('storage days', () => {
  it('counts the free days left, then the fee, by the organisation’s rule', async () => {
    now = new Date();
    const storageOf = async () =>
      (await as(setup.t.app, setup.customer).get('/api/package'))
        .json()
        .list.find((parcel: { trackCode: string }) => parcel.trackCode === '773245678901234').storage;
    // Storage fees are off by default (0 a day): no countdown to anything.
    expect(await storageOf()).toBeUndefined();
    expect((await as(setup.t.app, setup.staff).get('/api/staff/storage-rule')).json()).toEqual({ freeDays: 14, dailyFee: 0 });
    // The demo parcel arrived 5.5 days ago; 14 free days.
    expect((await as(setup.t.app, setup.staff).put('/api/staff/storage-rule', { freeDays: 14, dailyFee: 500 })).statusCode).toBe(200);
    expect(await storageOf()).toMatchObject({ daysLeft: 9, daysCharged: 0, fee: 0 });
    expect((await as(setup.t.app, setup.staff).put('/api/staff/storage-rule', { freeDays: 3, dailyFee: 500 })).statusCode).toBe(200);
    expect(await storageOf()).toMatchObject({ daysLeft: 0, daysCharged: 2, fee: 1_000 });
  });

  it('adds the storage fee at the counter on its own line, in the total and on the handover', async () => {
    const counter = (await as(setup.t.app, setup.staff).get('/api/staff/counter?q=99112233')).json();
    const parcel = counter.ready.find((item: { trackCode: string }) => item.trackCode === '773245678901234');
    expect(parcel).toMatchObject({ fee: 8_500, storageFee: 1_000 });
    expect(counter.totalDue).toBe(9_500);
    const short = await as(setup.t.app, setup.staff).post('/api/staff/handovers', {
      trackCodes: ['773245678901234'],
      method: 'CASH',
      amountReceived: 8_500,
    });
    expect(short.statusCode).toBe(409);
    const handover = await as(setup.t.app, setup.staff).post('/api/staff/handovers', {
      trackCodes: ['773245678901234'],
      method: 'CASH',
      amountReceived: 9_500,
    });
    expect(handover.statusCode).toBe(201);
    expect(handover.json()).toMatchObject({ total: 9_500, parcels: [{ trackCode: '773245678901234', fee: 8_500, storageFee: 1_000 }] });
    // Back on the shelf for the tests below (the undo of one's own handover).
    expect((await as(setup.t.app, setup.staff).post(`/api/staff/handovers/${handover.json().id}/undo`)).statusCode).toBe(200);
  });

  it('refuses a bad rule with a Mongolian message and keeps the old one', async () => {
    const bad = await as(setup.t.app, setup.staff).put('/api/staff/storage-rule', { freeDays: -1, dailyFee: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[А-Яа-яӨөҮү]/);
    expect((await as(setup.t.app, setup.staff).get('/api/staff/storage-rule')).json()).toEqual({ freeDays: 3, dailyFee: 500 });
  });

  it('tells owners two days before the free days end, once, and only with a fee set', async () => {
    await as(setup.t.app, setup.staff).put('/api/staff/storage-rule', { freeDays: 7, dailyFee: 500 });
    const told = await Promise.all([tellStorageEnding(setup.t.db, 1, now), tellStorageEnding(setup.t.db, 1, now)]);
    expect(told[0]! + told[1]!).toBe(1);
    expect(await tellStorageEnding(setup.t.db, 1, now)).toBe(0);
  });

  it('words the two new pushes in both languages', () => {
    expect(pushMessage('LATE', 'YT1', 'mn')).toMatchObject({ title: 'Ачаа хоцорч байна', url: '/track/YT1' });
    expect(pushMessage('STORAGE_ENDING', 'YT1', 'en').body).toBe('YT1: storage fees start in 2 days');
  });
});

describe('the check’s hand-written serializer', () => {
  const item = { trackCode: 'YT1', price: null, status: 'SENT', updatedAt: '2026-11-26T00:00:00.000Z' };
  it('writes an estimate as the schema does, and nothing for a parcel without one', () => {
    const eta = { from: '2026-11-28', to: '2026-12-01', late: false };
    const json = serializeParcelCheck({ list: [{ ...item, eta }, item], total: 2 });
    expect(JSON.parse(json)).toEqual({ list: [{ ...item, eta }, item], total: 2 });
  });
  it('refuses an estimate of another shape (a server bug, not a quiet drift)', () => {
    expect(() => serializeParcelCheck({ list: [{ ...item, eta: { from: '"}', to: '2026-12-01', late: false } }], total: 1 })).toThrow(
      /eta/,
    );
  });
});
