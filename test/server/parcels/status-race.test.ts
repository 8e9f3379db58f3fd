import { as } from '../helpers/as-user';
import { PARCEL_STATUSES, refusedMove, type ParcelStatus } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerStaffParcel, type TestApp } from '../helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.signInNewStaff('86000031');
});
afterAll(() => t.close());

const ROUNDS = 10;
const REQUESTS_PER_ROUND = 50;

const patch = (trackCode: string, payload: object) => as(t.app, staff).patch(`/api/staff/parcels/${trackCode}`, payload);

const randomStatus = (): ParcelStatus => PARCEL_STATUSES[Math.floor(Math.random() * PARCEL_STATUSES.length)]!;

describe('concurrent status moves', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: 50 PATCHes at once leave a forward-only history that ends at the parcel’s status',
    async (round) => {
      const trackCode = `RACE${String(round).padStart(4, '0')}`;
      await registerStaffParcel(t.app, staff, trackCode);

      const targets = Array.from({ length: REQUESTS_PER_ROUND }, randomStatus);
      const answers = await Promise.all(targets.map((status) => patch(trackCode, { status })));
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);

      const parcel = (await as(t.app, staff).get(`/api/staff/parcels/${trackCode}`)).json();
      const history: ParcelStatus[] = parcel.history.map((entry: { status: ParcelStatus }) => entry.status);
      expect(history[0]).toBe('REGISTERED');
      expect(history.at(-1)).toBe(parcel.status);
      // Every recorded step is a real, allowed move: nothing backwards, nothing repeated.
      for (let step = 1; step < history.length; step += 1) {
        expect(history[step]).not.toBe(history[step - 1]);
        expect(refusedMove(history[step - 1]!, history[step]!)).toBeNull();
      }
      // A 200 means the parcel was at that status once, by a recorded move or from the start; a
      // recorded move happened only for a request that was answered 200.
      const accepted = new Set(targets.filter((_, index) => answers[index]!.statusCode === 200));
      expect(new Set(history)).toEqual(new Set<ParcelStatus>(['REGISTERED', ...accepted]));
    },
  );

  it('a PATCH to the current status writes no move but still applies its price (an EDIT row)', async () => {
    await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'SAME0001', phone: '91234567', status: 'RECEIVED' });
    const before = (await as(t.app, staff).get('/api/staff/parcels/SAME0001')).json();
    const same = await patch('SAME0001', { status: 'RECEIVED' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(before);

    const priced = (await patch('SAME0001', { status: 'RECEIVED', price: 4200 })).json();
    expect(priced).toMatchObject({
      status: 'RECEIVED',
      price: 4200,
      history: [
        ...before.history,
        { status: 'RECEIVED', at: expect.any(String), event: 'EDIT', changes: { price: { from: null, to: 4200 } } },
      ],
    });
  });
});
