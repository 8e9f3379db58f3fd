import type { ParcelStatus } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDashboardDaily } from '../../../server/db/migrations/2026-11-27-0280-dashboard-daily';
import { ulaanbaatarDate } from '../../../server/modules/admin/ulaanbaatar-time';
import { handOver, undoHandover } from '../../../server/modules/counter/handover-service';
import { removeCustomerParcel } from '../../../server/modules/parcels/customer-parcels';
import { moveParcel } from '../../../server/modules/parcels/move-parcel';
import { findParcelRow, insertParcels } from '../../../server/modules/parcels/parcel-repository';
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
  await insertParcels(t.db, [{ trackCode, phone: '99002200', price: 5000, status: 'REGISTERED', registeredBy }], by);
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
    expect(arrivals.filter((row) => row.last_arrived_at !== null)).toHaveLength(2);
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
