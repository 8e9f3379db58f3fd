import { as } from '../helpers/as-user';
import type { DayReport } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addErenhotWithStaff } from './warehouse-setup';

/*
 * The counter's day report by warehouse ("the dashboard and the counter can filter by
 * warehouse"): a warehouse keeps the handovers of the staff tied to it, as the dashboard counts them.
 * SQLite, and PostgreSQL with DATABASE_URL.
 */

const DAY = '2026-11-20';
let t: TestApp;
let cookie: string;
let erenhotId: number;
let erenhotStaffId: number;
let otherStaffId: number;

async function handover(staffId: number, method: 'CASH' | 'CARD', total: number) {
  const { id } = await t.db
    .insertInto('handovers')
    .values({ phone: '99001100', staff_id: staffId, method, total, amount_received: total, created_at: '2026-11-20T04:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The ledger's row, as the counter writes it with a handover.
  await t.db
    .insertInto('ledger_payments')
    .values({
      phone: '99001100',
      amount: total,
      method,
      source: 'COUNTER',
      handover_id: id,
      staff_id: staffId,
      created_at: '2026-11-20T04:00:00.000Z',
    })
    .execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  cookie = await t.signInNewStaff('88280001');
  erenhotStaffId = await t.createUser({ phone: '88280002', password: 'staff-password', role: 'staff' });
  otherStaffId = await t.createUser({ phone: '88280003', password: 'staff-password', role: 'staff' });
  erenhotId = await addErenhotWithStaff(t.db, erenhotStaffId);
});
afterAll(() => t.close());

const report = (query: string) => as(t.app, cookie).get(`/api/staff/reports/day?date=${DAY}${query}`);

describe('GET /api/staff/reports/day with a warehouse', () => {
  it('keeps the handovers of the warehouse’s staff, and all of them without one', async () => {
    const erenhot = await handover(erenhotStaffId, 'CASH', 5000);
    const other = await handover(otherStaffId, 'CARD', 7000);
    const all = (await report('')).json<DayReport>();
    expect(all.list.map((item) => item.id).sort()).toEqual([erenhot, other].sort());
    expect(all.total).toBe(12000);
    const answer = await report(`&warehouseId=${erenhotId}`);
    expect(answer.statusCode).toBe(200);
    const kept = answer.json<DayReport>();
    expect(kept.list.map((item) => item.id)).toEqual([erenhot]);
    expect([kept.handovers, kept.total]).toEqual([1, 5000]);
    expect(kept.byMethod.find((row) => row.method === 'CARD')!.total).toBe(0);
    // A warehouse nobody is tied to has no handovers.
    expect((await report(`&warehouseId=${erenhotId + 1000}`)).json<DayReport>().list).toEqual([]);
  });

  it('refuses a warehouse that is not a number, in Mongolian', async () => {
    const answer = await report('&warehouseId=erenhot');
    expectApiError(answer, 400);
    expect(answer.body).toContain('Агуулахын дугаар буруу байна');
  });
});
