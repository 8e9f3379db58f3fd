import { as } from '../helpers/as-user';
import type { MyWork } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * "Миний ажил": a staff member sees their own work of a day — their moves, their
 * handovers and the money they took — and nobody else's; the company's dashboard stays the admins'.
 * SQLite, and PostgreSQL with DATABASE_URL.
 */

const DAY = '2026-11-20';
const at = (time: string) => new Date(`${DAY}T${time}:00+08:00`).toISOString();
let t: TestApp;
let mine: string;
let meId: number;
let otherId: number;

async function parcelMovedBy(code: string, by: number, statuses: string[], time = '10:00') {
  const { id } = await t.db
    .insertInto('parcels')
    .values({
      track_code: code,
      phone: '99004400',
      price: 5000,
      status: 'RECEIVED',
      state: 'ACTIVE',
      created_at: at(time),
      updated_at: at(time),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const status of statuses) {
    await t.db
      .insertInto('parcel_status_history')
      .values({ parcel_id: id, status: status as 'RECEIVED', changed_by: by, changed_at: at(time), event: 'MOVE' })
      .execute();
  }
  return id;
}

async function handover(by: number, parcelId: number, method: 'CASH' | 'CARD', total: number, voided = false) {
  const { id } = await t.db
    .insertInto('handovers')
    .values({
      phone: '99004400',
      staff_id: by,
      method,
      total,
      amount_received: total,
      created_at: at('12:00'),
      voided_at: voided ? at('12:01') : null,
      voided_by: voided ? by : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('handover_parcels').values({ handover_id: id, parcel_id: parcelId, fee: total }).execute();
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  mine = await t.signInNewStaff('88300001');
  meId = (await t.db.selectFrom('users').select('id').where('phone', '=', '88300001').executeTakeFirstOrThrow()).id;
  otherId = await t.createUser({ phone: '88300002', password: 'staff-password', role: 'staff' });
  const a = await parcelMovedBy('MW1', meId, ['REGISTERED', 'RECEIVED']);
  // The same status twice the same day is one parcel.
  const b = await parcelMovedBy('MW2', meId, ['RECEIVED', 'RECEIVED']);
  const c = await parcelMovedBy('MW3', otherId, ['RECEIVED', 'SENT']);
  // Just before the day starts in Ulaanbaatar: another day's work.
  await parcelMovedBy('MW4', meId, ['SENT'], '00:00');
  await t.db
    .updateTable('parcel_status_history')
    .set({ changed_at: new Date(Date.parse(at('00:00')) - 60_000).toISOString() })
    .where('status', '=', 'SENT')
    .where('changed_by', '=', meId)
    .execute();
  await handover(meId, a, 'CASH', 5000);
  await handover(meId, b, 'CARD', 7000, true);
  await handover(otherId, c, 'CARD', 9000);
});
afterAll(() => t.close());

const get = (query: string, cookie?: string) => as(t.app, cookie).get(`/api/staff/my-work${query}`);

describe('GET /api/staff/my-work', () => {
  it('answers only the signed-in staff member’s moves, standing handovers and money of the day', async () => {
    const answer = await get(`?date=${DAY}`, mine);
    expect(answer.statusCode).toBe(200);
    const work = answer.json<MyWork>();
    expect(Object.fromEntries(work.moves.map((move) => [move.status, move.parcels]))).toEqual({ REGISTERED: 1, RECEIVED: 2 });
    expect([work.handovers, work.parcels]).toEqual([1, 1]);
    expect(work.collected).toEqual({ CASH: 5000, CARD: 0, TRANSFER: 0, ONLINE: 0 });
  });

  it('answers the other staff member their own', async () => {
    const other = await t.login('88300002', 'staff-password');
    const work = (await get(`?date=${DAY}`, other)).json<MyWork>();
    expect(Object.fromEntries(work.moves.map((move) => [move.status, move.parcels]))).toEqual({ RECEIVED: 1, SENT: 1 });
    expect(work.collected.CARD).toBe(9000);
  });

  it('has nothing on another day; refuses a bad date, the signed-out, and staff on the admin dashboard', async () => {
    const before = (await get('?date=2026-11-19', mine)).json<MyWork>();
    expect(before.moves).toEqual([{ status: 'SENT', parcels: 1 }]);
    expect(before.handovers).toBe(0);
    expectApiError(await get('?date=2026-02-30', mine), 400);
    expectApiError(await get(`?date=${DAY}`), 401);
    expectApiError(await as(t.app, mine).get(`/api/admin/dashboard?from=${DAY}&to=${DAY}`), 403);
  });
});
