import { as } from '../helpers/as-user';
import type { Dashboard, DashboardFigures, ParcelHistoryEvent, ParcelStatus, PaymentMethod } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDashboard } from '../../../server/modules/admin/dashboard-queries';
import { expectApiError } from '../helpers/api-error';
import { addErenhotWithStaff } from './warehouse-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The dashboard against a known history (SQLite, and PostgreSQL with DATABASE_URL): every figure of
 * 2026-11-10 … 2026-11-16 (Ulaanbaatar), with moves at 23:59 and 00:01 Ulaanbaatar time on either
 * side of a day's edge, an undone move, a voided handover and a door delivery.
 */

/** An Ulaanbaatar wall-clock time as the UTC instant stored. */
const ub = (local: string) => new Date(`${local.replace(' ', 'T')}:00+08:00`).toISOString();

type Step = [ParcelStatus, string, ParcelHistoryEvent?];

let t: TestApp;
let adminId: number;
let warehouseStaffId: number;
let warehouseId: number;
let admin: string;
let staff: string;
let dashboard: DashboardFigures;

async function parcel(trackCode: string, status: ParcelStatus, price: number | null, steps: Step[], by?: number) {
  const { id } = await t.db
    .insertInto('parcels')
    .values({
      track_code: trackCode,
      phone: '99001100',
      price,
      status,
      state: 'ACTIVE',
      created_at: ub(steps[0]![1]),
      updated_at: ub(steps.at(-1)![1]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('parcel_status_history')
    .values(
      steps.map(([to, at, event]) => ({
        parcel_id: id,
        status: to,
        changed_at: ub(at),
        changed_by: by ?? adminId,
        event: event ?? 'MOVE',
      })),
    )
    .execute();
  return id;
}

async function payment(status: 'PAID' | 'EXPIRED', amount: number, at: string) {
  const { id } = await t.db
    .insertInto('payments')
    .values({
      phone: '99001100',
      amount,
      status,
      created_at: ub(at),
      expires_at: ub(at),
      paid_at: status === 'PAID' ? ub(at) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // QPay's confirmation writes the ledger's row; an expired invoice took nothing.
  if (status === 'PAID') {
    await t.db
      .insertInto('ledger_payments')
      .values({ phone: '99001100', amount, method: 'QPAY', source: 'ONLINE', payment_id: id, created_at: ub(at) })
      .execute();
  }
}

async function handover(parcelId: number, method: PaymentMethod, total: number, at: string, voided = false) {
  const { id } = await t.db
    .insertInto('handovers')
    .values({
      phone: '99001100',
      staff_id: adminId,
      method,
      total,
      amount_received: total,
      created_at: ub(at),
      voided_at: voided ? ub(at) : null,
      voided_by: voided ? adminId : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('handover_parcels').values({ handover_id: id, parcel_id: parcelId, fee: total }).execute();
  // The ledger's rows, as the counter writes them with a handover; a voided one's are reversed.
  if (method === 'ONLINE' || total === 0) return;
  const row = { parcel_id: parcelId, phone: '99001100', amount: total, handover_id: id, staff_id: adminId, created_at: ub(at) };
  await t.db
    .insertInto('ledger_charges')
    .values({ ...row, kind: 'TRANSPORT' })
    .execute();
  const paid = await t.db
    .insertInto('ledger_payments')
    .values({ ...row, method, source: 'COUNTER' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (voided)
    await t.db
      .insertInto('ledger_payments')
      .values({ ...row, amount: -total, method, source: 'COUNTER', reverses_id: paid.id })
      .execute();
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  adminId = await t.createUser({ phone: '88260001', password: 'admin-password', role: 'admin' });
  admin = await t.login('88260001', 'admin-password');
  staff = await t.signInNewStaff('88260002');
  warehouseStaffId = await t.createUser({ phone: '88260003', password: 'staff-password', role: 'staff' });
  warehouseId = await addErenhotWithStaff(t.db, warehouseStaffId, ub('2026-11-01 00:00'));

  const p1 = await parcel('P1', 'FINISHED', 5000, [
    ['REGISTERED', '2026-11-10 09:00'],
    ['RECEIVED', '2026-11-10 23:59'],
    ['SENT', '2026-11-11 00:01'],
    ['DELIVERED', '2026-11-13 00:01'],
    ['FINISHED', '2026-11-14 10:00'],
  ]);
  await handover(p1, 'CASH', 5000, '2026-11-14 10:00');
  await parcel('P2', 'DELIVERED', 7000, [
    ['REGISTERED', '2026-11-09 23:59'],
    ['RECEIVED', '2026-11-10 00:01'],
    ['SENT', '2026-11-11 12:00'],
    ['DELIVERED', '2026-11-12 12:00'],
  ]);
  await parcel('P3', 'RECEIVED', null, [
    ['REGISTERED', '2026-11-16 23:59'],
    ['RECEIVED', '2026-11-17 00:01'],
  ]);
  // Sent by mistake and taken back: counted as registered and received, not as sent.
  await parcel('P4', 'RECEIVED', null, [
    ['REGISTERED', '2026-11-10 10:00'],
    ['RECEIVED', '2026-11-11 10:00'],
    ['SENT', '2026-11-11 10:01'],
    ['RECEIVED', '2026-11-11 10:02', 'UNDO'],
  ]);
  // Delivered to the door (no handover).
  await parcel('P5', 'FINISHED', 6000, [
    ['REGISTERED', '2026-11-01 10:00'],
    ['RECEIVED', '2026-11-02 10:00'],
    ['SENT', '2026-11-03 08:00'],
    ['DELIVERED', '2026-11-10 08:00'],
    ['FINISHED', '2026-11-15 12:00'],
  ]);
  // Handed over and taken back at once: no money, waiting again since its arrival.
  const p6 = await parcel('P6', 'DELIVERED', 3000, [
    ['SENT', '2026-11-11 09:00'],
    ['DELIVERED', '2026-11-12 09:00'],
    ['FINISHED', '2026-11-14 11:00'],
    ['DELIVERED', '2026-11-14 11:02', 'UNDO'],
  ]);
  await handover(p6, 'CARD', 3000, '2026-11-14 11:00', true);
  const p7 = await parcel('P7', 'FINISHED', 4000, [
    ['SENT', '2026-11-08 10:00'],
    ['DELIVERED', '2026-11-15 10:00'],
    ['FINISHED', '2026-11-16 23:59'],
  ]);
  await handover(p7, 'TRANSFER', 4000, '2026-11-16 23:59');
  const p8 = await parcel('P8', 'FINISHED', 9999, [
    ['SENT', '2026-11-15 10:00'],
    ['DELIVERED', '2026-11-16 10:00'],
    ['FINISHED', '2026-11-17 00:01'],
  ]);
  await handover(p8, 'CASH', 9999, '2026-11-17 00:01');
  // Paid online (QPay) at 23:59 on the 15th; one paid at 00:01 on the 17th and one never paid count nowhere.
  await payment('PAID', 7000, '2026-11-15 23:59');
  await payment('PAID', 2500, '2026-11-17 00:01');
  await payment('EXPIRED', 1200, '2026-11-15 12:00');
  await parcel('P9', 'DELIVERED', null, [
    ['SENT', '2026-10-19 10:00'],
    ['DELIVERED', '2026-10-20 10:00'],
  ]);
  await parcel('P10', 'DELIVERED', 1000, [
    ['SENT', '2026-11-16 00:01'],
    ['DELIVERED', '2026-11-17 00:01'],
  ]);
  await parcel('P11', 'DELIVERED', 1000, [
    ['SENT', '2026-11-09 10:00'],
    ['DELIVERED', '2026-11-13 23:59'],
  ]);
  await parcel('P12', 'DELIVERED', 1000, [
    ['SENT', '2026-11-09 10:00'],
    ['DELIVERED', '2026-11-14 00:01'],
  ]);
  await parcel('P13', 'DELIVERED', 2000, [
    ['SENT', '2026-11-08 10:00'],
    ['DELIVERED', '2026-11-09 10:00'],
  ]);
  // Registered by the Erenhot warehouse's staff member: the only work the warehouse filter keeps.
  await parcel('P14', 'REGISTERED', null, [['REGISTERED', '2026-11-12 12:00']], warehouseStaffId);

  dashboard = await loadDashboard(t.db, { from: '2026-11-10', to: '2026-11-16' }, new Date(ub('2026-11-17 10:00')));
});
afterAll(() => t.close());

const day = (date: string) => dashboard.perDay.find((entry) => entry.date === date)!;

describe('the dashboard of a known week', () => {
  it('counts each stage in the period by Ulaanbaatar day: 23:59 and 00:01 fall on their own days, an undone move does not count', () => {
    expect(dashboard.perDay.map((entry) => entry.date)).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
    ]);
    expect(dashboard.registered).toBe(4);
    expect([day('2026-11-10').registered, day('2026-11-12').registered, day('2026-11-16').registered]).toEqual([2, 1, 1]);
    expect(dashboard.received).toBe(3);
    expect([day('2026-11-10').received, day('2026-11-11').received]).toEqual([2, 1]);
    expect(dashboard.sent).toBe(5);
    expect([day('2026-11-11').sent, day('2026-11-15').sent, day('2026-11-16').sent]).toEqual([3, 1, 1]);
    expect(dashboard.arrived).toBe(8);
    expect(dashboard.perDay.map((entry) => entry.arrived)).toEqual([1, 0, 2, 2, 1, 1, 1]);
  });

  it('counts handovers that stand (a voided one and the one at 00:01 the next day do not) and door deliveries apart', () => {
    expect(dashboard.handedOver).toBe(2);
    expect([day('2026-11-14').handedOver, day('2026-11-16').handedOver]).toEqual([1, 1]);
    expect(dashboard.deliveredToDoor).toBe(1);
    expect(day('2026-11-15').deliveredToDoor).toBe(1);
    expect(dashboard.collected).toEqual({ CASH: 5000, CARD: 0, TRANSFER: 4000, QPAY: 7000 });
    expect(day('2026-11-14').collected).toEqual({ CASH: 5000, CARD: 0, TRANSFER: 0, QPAY: 0 });
    expect(day('2026-11-15').collected).toEqual({ CASH: 0, CARD: 0, TRANSFER: 0, QPAY: 7000 });
    expect(day('2026-11-16').collected).toEqual({ CASH: 0, CARD: 0, TRANSFER: 4000, QPAY: 0 });
  });

  it('tells the parcels waiting now by whole days since arrival (one waitingDays for the day report and the dashboard), the fees to collect and the oldest first', () => {
    expect(dashboard.waiting).toEqual({ '0-3': 3, '4-7': 2, '8-14': 1, '15+': 1 });
    expect(dashboard.toCollect).toBe(7000 + 3000 + 1000 + 1000 + 1000 + 2000);
    expect(dashboard.oldest.map((parcel) => [parcel.trackCode, parcel.days])).toEqual([
      ['P9', 28],
      ['P13', 8],
      ['P6', 5],
      ['P2', 4],
      ['P11', 3],
      ['P12', 3],
      ['P10', 0],
    ]);
  });

  it('gives the transit time from SENT to arrival by the week of arrival: median and 90th percentile in hours', () => {
    expect(dashboard.transit).toEqual([
      { week: '2026-11-09', parcels: 7, medianHours: 110, p90Hours: 168 },
      { week: '2026-11-16', parcels: 1, medianHours: 24, p90Hours: 24 },
    ]);
  });

  it('keeps only the work of one warehouse’s staff when asked', async () => {
    const erenhot = await loadDashboard(t.db, { from: '2026-11-10', to: '2026-11-16', warehouseId }, new Date(ub('2026-11-17 10:00')));
    expect([erenhot.registered, erenhot.received, erenhot.arrived, erenhot.handedOver]).toEqual([1, 0, 0, 0]);
    // Online money belongs to no warehouse.
    expect(erenhot.collected).toEqual({ CASH: 0, CARD: 0, TRANSFER: 0, QPAY: 0 });
  });
});

describe('GET /api/admin/dashboard', () => {
  const get = (query: string, cookie: string) => as(t.app, cookie).get(`/api/admin/dashboard?${query}`);

  it('answers the admin the same figures', async () => {
    const answer = await get('from=2026-11-10&to=2026-11-16', admin);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Dashboard>();
    expect([body.registered, body.received, body.sent, body.arrived, body.handedOver, body.deliveredToDoor]).toEqual([4, 3, 5, 8, 2, 1]);
    expect(body.collected).toEqual(dashboard.collected);
  });

  it('refuses staff (403) and the signed-out (401)', async () => {
    expectApiError(await get('from=2026-11-10&to=2026-11-16', staff), 403);
    expectApiError(await as(t.app).get('/api/admin/dashboard?from=2026-11-10&to=2026-11-16'), 401);
  });

  it('refuses a date that does not exist, a backwards period and one over a year, in Mongolian', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-16&to=2026-11-10',
      'from=2024-01-01&to=2026-01-01',
      'from=11/10&to=2026-11-16',
    ]) {
      expectApiError(await get(query, admin), 400);
    }
  });
});
