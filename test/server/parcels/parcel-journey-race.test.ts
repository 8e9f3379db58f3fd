import { as } from '../helpers/as-user';
import { refusedMove, type ParcelStatus } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The journey's racing writes (run on PostgreSQL too): a code claimed by two customers at once, and
 * a staff scan arriving while the customer pre-registers the same code.
 */

let t: TestApp;
let staff: string, first: string, second: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.createUser({ phone: '70000041', password: 'staff-password', role: 'staff' });
  await t.createUser({ phone: '94300001', password: 'first-password' });
  await t.createUser({ phone: '94300002', password: 'second-password' });
  staff = await t.login('70000041', 'staff-password');
  first = await t.login('94300001', 'first-password');
  second = await t.login('94300002', 'second-password');
});
afterAll(() => t.close());

const ROUNDS = 8;
const rounds = Array.from({ length: ROUNDS }, (_, round) => round + 1);
const code = (prefix: string, round: number) => `${prefix}${String(round).padStart(6, '0')}`;

const register = (cookie: string, trackCode: string) => as(t.app, cookie).post('/api/package', { trackCode });
const scan = (trackCode: string, phone: string) => as(t.app, staff).post('/api/staff/parcels', { trackCode, phone, price: 4000 });

async function parcelRows(trackCode: string) {
  return t.db.selectFrom('parcels').select(['id', 'phone', 'status', 'registered_by']).where('track_code', '=', trackCode).execute();
}

async function historyOf(parcelId: number): Promise<ParcelStatus[]> {
  const rows = await t.db.selectFrom('parcel_status_history').select('status').where('parcel_id', '=', parcelId).orderBy('id').execute();
  return rows.map((row) => row.status);
}

describe('two customers pre-registering one code at once', () => {
  it.each(rounds)('round %i: one owner, one 201 and one 409', async (round) => {
    const trackCode = code('DUO', round);
    const answers = await Promise.all([register(first, trackCode), register(second, trackCode)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers[0]!.statusCode === 201 ? '94300001' : '94300002';
    const rows = await parcelRows(trackCode);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: winner, status: 'REGISTERED', registered_by: 'customer' });
    expect(await historyOf(rows[0]!.id)).toEqual(['REGISTERED']);
  });
});

describe('a staff scan racing the customer’s pre-registration', () => {
  it.each(rounds)('round %i: one parcel, owned by the customer, with a history that fits its status', async (round) => {
    const trackCode = code('RCE', round);
    const [registered, scanned] = await Promise.all([register(first, trackCode), scan(trackCode, '94300001')]);
    const rows = await parcelRows(trackCode);
    expect(rows).toHaveLength(1);
    const parcel = rows[0]!;
    expect(parcel.phone).toBe('94300001');
    const history = await historyOf(parcel.id);
    expect(history[0]).toBe('REGISTERED');
    expect(history.at(-1)).toBe(parcel.status);
    for (let step = 1; step < history.length; step += 1) expect(refusedMove(history[step - 1]!, history[step]!)).toBeNull();
    if (registered.statusCode === 201) {
      // The customer came first: the scan took the pre-registration in.
      expect(scanned.statusCode).toBe(200);
      expect(parcel).toMatchObject({ status: 'RECEIVED', registered_by: 'customer' });
      expect(history).toEqual(['REGISTERED', 'RECEIVED']);
    } else {
      // Staff came first: the customer's registration found their own code.
      expect(registered.statusCode).toBe(200);
      expect(scanned.statusCode).toBe(201);
      expect(parcel).toMatchObject({ status: 'REGISTERED', registered_by: 'staff' });
      expect(history).toEqual(['REGISTERED']);
    }
  });
});
