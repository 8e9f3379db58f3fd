import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerStaffParcel, type TestApp } from '../helpers/test-app';

let t: TestApp;
let staff: string;
let otherStaff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.createUser({ phone: '70000041', password: 'staff-password', role: 'staff' });
  await t.createUser({ phone: '70000042', password: 'staff-password', role: 'staff' });
  staff = await t.login('70000041', 'staff-password');
  otherStaff = await t.login('70000042', 'staff-password');
});
afterAll(() => t.close());

let sequence = 0;
async function newParcel(): Promise<string> {
  sequence += 1;
  const trackCode = `UNDO${String(sequence).padStart(4, '0')}`;
  await registerStaffParcel(t.app, staff, trackCode);
  return trackCode;
}
const move = (trackCode: string, status: string, cookie = staff) => as(t.app, cookie).patch(`/api/staff/parcels/${trackCode}`, { status });
const undo = (trackCode: string, payload: object, cookie = staff) =>
  as(t.app, cookie).post(`/api/staff/parcels/${trackCode}/undo`, payload);

describe('POST /api/staff/parcels/{trackCode}/undo', () => {
  it('takes the last move back and records the undo as its own history row', async () => {
    const trackCode = await newParcel();
    expect((await move(trackCode, 'FINISHED')).statusCode).toBe(200);
    const answer = await undo(trackCode, { from: 'REGISTERED', to: 'FINISHED' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('REGISTERED');
    expect(answer.json().history).toEqual([
      { status: 'REGISTERED', at: expect.any(String) },
      { status: 'FINISHED', at: expect.any(String) },
      { status: 'REGISTERED', at: expect.any(String), event: 'UNDO' },
    ]);
    // The parcel moves on from there as usual.
    expect((await move(trackCode, 'RECEIVED')).json().status).toBe('RECEIVED');
  });

  it('refuses (409, nothing changes) an undo of anything but the caller’s own last move', async () => {
    const trackCode = await newParcel();
    await move(trackCode, 'RECEIVED');
    await move(trackCode, 'SENT');
    const refusals = [
      await undo(trackCode, { from: 'REGISTERED', to: 'RECEIVED' }), // not the last move
      await undo(trackCode, { from: 'REGISTERED', to: 'SENT' }), // not the move that was made
      await undo(trackCode, { from: 'RECEIVED', to: 'SENT' }, otherStaff), // someone else's move
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json().message).toContain('буцаах боломжгүй');
    }
    expect((await undo(trackCode, { from: 'RECEIVED', to: 'SENT' })).statusCode).toBe(200);
    // An undo is not itself undone, and the move before it is no longer the last one.
    expect((await undo(trackCode, { from: 'RECEIVED', to: 'SENT' })).statusCode).toBe(409);
    expect((await undo(trackCode, { from: 'REGISTERED', to: 'RECEIVED' })).statusCode).toBe(409);
    const parcel = (await as(t.app, staff).get(`/api/staff/parcels/${trackCode}`)).json();
    expect(parcel.status).toBe('RECEIVED');
    expect(parcel.history).toHaveLength(4);
  });

  it('refuses an undo after the window', async () => {
    const trackCode = await newParcel();
    await move(trackCode, 'BROKEN');
    await t.db
      .updateTable('parcel_status_history')
      .set({ changed_at: new Date(Date.now() - 61_000).toISOString() })
      .where('status', '=', 'BROKEN')
      .execute();
    expect((await undo(trackCode, { from: 'REGISTERED', to: 'BROKEN' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown parcel and 400 for a malformed body', async () => {
    expect((await undo('NOPE0001', { from: 'REGISTERED', to: 'SENT' })).statusCode).toBe(404);
    const bad = await undo(await newParcel(), { from: 'REGISTERED', to: 'LOST' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: expect.any(String) });
  });

  it('lets exactly one of 20 simultaneous undos of the same move through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const trackCode = await newParcel();
      await move(trackCode, 'FINISHED');
      const answers = await Promise.all(Array.from({ length: 20 }, () => undo(trackCode, { from: 'REGISTERED', to: 'FINISHED' })));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const parcel = (await as(t.app, staff).get(`/api/staff/parcels/${trackCode}`)).json();
      expect(parcel.status).toBe('REGISTERED');
      expect(parcel.history.map((entry: { event?: string }) => entry.event ?? 'MOVE')).toEqual(['MOVE', 'MOVE', 'UNDO']);
    }
  });
});
