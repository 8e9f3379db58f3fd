import type { ParcelStatus } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDashboardDaily } from '../../../server/db/migrations/2026-11-27-0280-dashboard-daily';
import { ulaanbaatarDate } from '../../../server/modules/admin/ulaanbaatar-time';
import { handOver, undoHandover } from '../../../server/modules/counter/handover-service';
import { removeCustomerParcel } from '../../../server/modules/parcels/customer-parcels';
import { moveParcel, moveParcels } from '../../../server/modules/parcels/move-parcel';
import { recordStatusRows } from '../../../server/modules/parcels/parcel-history';
import { findParcelRow } from '../../../server/modules/parcels/parcel-repository';
import { registerParcels } from '../../../server/modules/parcels/register-parcels';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { referenceFigures, summaryFigures } from './dashboard-reference';
import { addErenhotWithStaff } from './warehouse-setup';

/*
 * dashboard_daily, kept by triggers, against the counts read straight from the history (the queries
 * the dashboard ran before it) after each step of real writes: moves, an undo and the same move again
 * the same day, a handover and its undo, a door delivery, a pre-registration removed; for the company
 * and for a warehouse. Then the migration's rebuild gives the same table. SQLite and PostgreSQL.
 */

let t: TestApp;
let staffId: number;
let erenhotStaffId: number;
let warehouseId: number;
const today = ulaanbaatarDate(new Date());

async function register(trackCode: string, by: number, registeredBy: 'staff' | 'customer' = 'staff') {
  await registerParcels(t.db, [{ trackCode, phone: '99002200', price: 5000, status: 'REGISTERED', registeredBy }], by);
}

async function move(trackCode: string, to: ParcelStatus, by: number, undo = false) {
  const parcel = (await findParcelRow(t.db, trackCode))!;
  const result = await moveParcel(t.db, { parcel, to, by, undo });
  expect(result.outcome).toBe('moved');
}

async function expectSameFigures(step: string) {
  for (const warehouse of [undefined, warehouseId]) {
    const summary = await summaryFigures(t.db, today, today, warehouse);
    expect(summary, `${step} (${warehouse ?? 'company'})`).toEqual(await referenceFigures(t.db, today, today, warehouse));
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staffId = await t.createUser({ phone: '88270001', password: 'staff-password', role: 'staff' });
  erenhotStaffId = await t.createUser({ phone: '88270002', password: 'staff-password', role: 'staff' });
  warehouseId = await addErenhotWithStaff(t.db, erenhotStaffId);
});
afterAll(() => t.close());

describe('dashboard_daily kept by the writes', () => {
  it('counts a move undone and made again the same day once, and an undo takes its day back', async () => {
    await register('D1', erenhotStaffId);
    await register('D2', staffId);
    await expectSameFigures('registered');
    await move('D1', 'RECEIVED', erenhotStaffId);
    await move('D1', 'SENT', erenhotStaffId);
    await move('D1', 'RECEIVED', erenhotStaffId, true);
    await expectSameFigures('sent, then undone');
    expect((await summaryFigures(t.db, today, today))[`sent|${today}`]).toBeUndefined();
    await move('D1', 'SENT', staffId);
    await expectSameFigures('sent again by someone else');
    expect((await summaryFigures(t.db, today, today))[`sent|${today}`]).toBe(1);
    await move('D2', 'RECEIVED', staffId);
    await move('D2', 'REGISTERED', staffId, true);
    await move('D2', 'RECEIVED', erenhotStaffId);
    await expectSameFigures('received, undone, received again');
    expect((await summaryFigures(t.db, today, today))[`received|${today}`]).toBe(2);
  });

  it('tells handovers from door deliveries through a handover, its undo and a door delivery', async () => {
    await move('D1', 'DELIVERED', staffId);
    await move('D2', 'SENT', staffId);
    await move('D2', 'DELIVERED', erenhotStaffId);
    const first = await handOver(t.db, { trackCodes: ['D1'], method: 'CASH', amountReceived: 5000 }, erenhotStaffId);
    await expectSameFigures('handed over');
    await undoHandover(t.db, first, erenhotStaffId);
    await expectSameFigures('handover undone');
    await move('D1', 'FINISHED', erenhotStaffId);
    await expectSameFigures('delivered to the door');
    await handOver(t.db, { trackCodes: ['D2'], method: 'CARD', amountReceived: 5000 }, staffId);
    await expectSameFigures('handed over by card');
    const figures = await summaryFigures(t.db, today, today);
    expect([
      figures[`deliveredToDoor|${today}`],
      figures[`handedOver|${today}`],
      figures[`CARD|${today}`],
      figures[`CASH|${today}`],
    ]).toEqual([1, 1, 5000, undefined]);
  });

  it('forgets a pre-registration its customer removed', async () => {
    await register('D3', staffId, 'customer');
    await expectSameFigures('pre-registered');
    expect(await removeCustomerParcel(t.db, '99002200', 'D3')).toBe('removed');
    await expectSameFigures('pre-registration removed');
  });

  it('adds up moves made at once (PostgreSQL: each in its own transaction)', async () => {
    const codes = Array.from({ length: 50 }, (_, index) => `R${index}`);
    await Promise.all(codes.map((code) => register(code, erenhotStaffId)));
    await Promise.all(
      codes.map((code) =>
        t.db.transaction().execute(async (trx) => {
          const parcel = (await findParcelRow(trx, code))!;
          await moveParcel(trx, { parcel, to: 'RECEIVED', by: erenhotStaffId });
        }),
      ),
    );
    await expectSameFigures('moved at once');
  });

  it('counts the rows of one statement as it counts them one by one (an import chunk; PostgreSQL: one trigger per statement)', async () => {
    const codes = ['M1', 'M2', 'M3'];
    const inserted = await registerParcels(
      t.db,
      codes.map((trackCode) => ({ trackCode, phone: '99002200', price: 5000, status: 'DELIVERED' as const })),
      erenhotStaffId,
    );
    await expectSameFigures('three parcels in one statement');
    const [m1, m2, m3] = codes.map((code) => inserted.find((parcel) => parcel.trackCode === code)!.id) as [number, number, number];
    const at = new Date(Date.now() + 1000).toISOString();
    // M1 sent and arrived again, M2 arriving twice, M3 a stage it has passed: one INSERT, the same key twice in it.
    await recordStatusRows(
      t.db,
      [
        { parcelId: m1, status: 'SENT' },
        { parcelId: m1, status: 'DELIVERED' },
        { parcelId: m2, status: 'DELIVERED' },
        { parcelId: m2, status: 'DELIVERED' },
        { parcelId: m3, status: 'RECEIVED' },
      ],
      erenhotStaffId,
      at,
    );
    await expectSameFigures('five rows in one statement, one key twice');
    const history = await t.db
      .selectFrom('parcel_status_history')
      .select(['parcel_id', 'status', 'transit_ms'])
      .where('parcel_id', 'in', [m1, m2])
      .where('changed_at', '=', at)
      .orderBy('id')
      .execute();
    // M1's arrival follows its SENT of the same statement: 0 ms; M2 was never sent.
    expect(history.map((row) => [row.status, row.transit_ms === null ? null : Number(row.transit_ms)])).toEqual([
      ['SENT', null],
      ['DELIVERED', 0],
      ['DELIVERED', null],
      ['DELIVERED', null],
    ]);
    const arrivals = await t.db
      .selectFrom('parcels')
      .select(['id', 'last_arrived_at'])
      .where('id', 'in', [m1, m2, m3])
      .orderBy('id')
      .execute();
    expect(arrivals.map((row) => row.last_arrived_at && new Date(row.last_arrived_at).toISOString())).toEqual([at, at, expect.any(String)]);
  });

  it('counts many parcels moved in one statement, their undo in one and the move again (PostgreSQL: per statement)', async () => {
    const codes = ['B1', 'B2', 'B3', 'B4'];
    for (const code of codes) await register(code, erenhotStaffId);
    const moveAll = async (to: ParcelStatus, by: number, undo = false) => {
      const parcels = await Promise.all(codes.map(async (code) => (await findParcelRow(t.db, code))!));
      const results = await moveParcels(
        t.db,
        parcels.map((parcel, index) => ({ parcel, to, by, undo, price: 1000 * (index + 1) })),
      );
      expect(results.map((result) => result.outcome)).toEqual(codes.map(() => 'moved'));
    };
    await moveAll('RECEIVED', erenhotStaffId);
    await moveAll('SENT', erenhotStaffId);
    await expectSameFigures('four sent in one statement');
    await moveAll('RECEIVED', erenhotStaffId, true);
    await expectSameFigures('four undone in one statement');
    await moveAll('SENT', staffId);
    // Two SENT rows of one day now: the undo takes the day back once.
    await moveAll('RECEIVED', staffId, true);
    await expectSameFigures('sent again and undone again in one statement');
    await moveAll('SENT', staffId);
    await moveAll('DELIVERED', staffId);
    await expectSameFigures('four sent again and arrived');
    await moveAll('FINISHED', erenhotStaffId);
    await expectSameFigures('four delivered to the door in one statement');
    await moveAll('DELIVERED', erenhotStaffId, true);
    await expectSameFigures('their door delivery undone in one statement');
  });

  it('is what the migration rebuilds from the history (and so are the transit times and last arrivals)', async () => {
    const kept = await t.db
      .selectFrom('dashboard_daily')
      .selectAll()
      .where('total', '<>', 0)
      .orderBy('warehouse_id')
      .orderBy('day')
      .orderBy('figure')
      .execute();
    const transit = await t.db.selectFrom('parcel_status_history').select(['id', 'transit_ms']).orderBy('id').execute();
    const arrivals = await t.db.selectFrom('parcels').select(['id', 'last_arrived_at']).orderBy('id').execute();
    await rebuildDashboardDaily(t.db);
    expect(await t.db.selectFrom('parcels').select(['id', 'last_arrived_at']).orderBy('id').execute()).toEqual(arrivals);
    expect(arrivals.filter((row) => row.last_arrived_at !== null)).toHaveLength(9);
    expect(
      await t.db
        .selectFrom('dashboard_daily')
        .selectAll()
        .where('total', '<>', 0)
        .orderBy('warehouse_id')
        .orderBy('day')
        .orderBy('figure')
        .execute(),
    ).toEqual(kept);
    expect(await t.db.selectFrom('parcel_status_history').select(['id', 'transit_ms']).orderBy('id').execute()).toEqual(transit);
    expect(transit.some((row) => row.transit_ms !== null)).toBe(true);
  });
});
