import { refusedMove } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { moveParcel, moveParcels } from '../../../server/modules/parcels/move-parcel';
import { findParcelRow } from '../../../server/modules/parcels/parcel-repository';
import { createTestSubscription } from '../helpers/fake-push-service';
import { createTestAppWithStaff } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;

beforeAll(async () => {
  setup = await createTestAppWithStaff('8820', { push: { allowedOrigins: ['https://push.example.mn'] } });
  // The demo customer's device, so a move of their parcel has a notification to queue.
  const subscribed = await as(setup.t.app, setup.customer).post('/api/push/subscriptions', {
    endpoint: 'https://push.example.mn/device-1',
    expirationTime: null,
    keys: createTestSubscription('https://push.example.mn/device-1').keys,
  });
  if (subscribed.statusCode !== 201 && subscribed.statusCode !== 204)
    throw new Error(`subscribe: ${subscribed.statusCode} ${subscribed.body}`);
});
afterAll(() => setup.t.close());

const register = (trackCode: string, phone = DEMO_CUSTOMER.phone) =>
  as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode, phone });
const patch = (trackCode: string, payload: object) => as(setup.t.app, setup.staff).patch(`/api/staff/parcels/${trackCode}`, payload);

describe('the PATCH answer says where the parcel moved from', () => {
  it('names the status this PATCH moved it from, and nothing when it did not move', async () => {
    await register('MOVEDFROM1');
    expect((await patch('MOVEDFROM1', { status: 'SENT' })).json()).toMatchObject({ status: 'SENT', movedFrom: 'REGISTERED' });
    // Already there, or only the price: no move, so no "from" (the batch screen then offers no undo).
    expect((await patch('MOVEDFROM1', { status: 'SENT' })).json()).not.toHaveProperty('movedFrom');
    expect((await patch('MOVEDFROM1', { price: 5_000 })).json()).not.toHaveProperty('movedFrom');
    // A price edit after the move does not make the move look like the last thing that happened.
    expect((await patch('MOVEDFROM1', { status: 'DELIVERED', price: 6_000 })).json()).toMatchObject({ movedFrom: 'SENT' });
  });
});

describe('moveParcel', () => {
  it('checks the move against the status rule and writes nothing it refuses', async () => {
    await register('MOVEPARCEL1');
    await patch('MOVEPARCEL1', { status: 'SENT' });
    const parcel = (await findParcelRow(setup.t.db, 'MOVEPARCEL1'))!;
    const result = await moveParcel(setup.t.db, { parcel, to: 'RECEIVED', by: null });
    expect(result).toEqual({ outcome: 'refused', message: refusedMove('SENT', 'RECEIVED'), reason: 'MOVE_REFUSED' });
    expect((await findParcelRow(setup.t.db, 'MOVEPARCEL1'))!.status).toBe('SENT');
  });

  it("queues the owner's notification itself, in the transaction of the move: it goes when the move is rolled back", async () => {
    await register('MOVEPARCEL2');
    const parcel = (await findParcelRow(setup.t.db, 'MOVEPARCEL2'))!;
    const queuedBefore = await countRows(setup.t.db, 'notification_outbox');
    await expect(
      setup.t.db.transaction().execute(async (trx) => {
        const result = await moveParcel(trx, { parcel, to: 'RECEIVED', by: null });
        expect(result).toEqual({ outcome: 'moved', from: 'REGISTERED', to: 'RECEIVED' });
        expect(await countRows(trx, 'notification_outbox')).toBe(queuedBefore + 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countRows(setup.t.db, 'notification_outbox')).toBe(queuedBefore);
  });

  it('an undo goes back against the flow, is recorded as UNDO and tells nobody', async () => {
    await register('MOVEPARCEL3');
    await patch('MOVEPARCEL3', { status: 'SENT' });
    const parcel = (await findParcelRow(setup.t.db, 'MOVEPARCEL3'))!;
    const queuedBefore = await countRows(setup.t.db, 'notification_outbox');
    const result = await moveParcel(setup.t.db, { parcel, to: 'REGISTERED', by: null, undo: true });
    expect(result).toEqual({ outcome: 'moved', from: 'SENT', to: 'REGISTERED' });
    expect(await countRows(setup.t.db, 'notification_outbox')).toBe(queuedBefore);
    const staffView = (await as(setup.t.app, setup.staff).get('/api/staff/parcels/MOVEPARCEL3')).json();
    expect(staffView.history.at(-1)).toMatchObject({ status: 'REGISTERED', event: 'UNDO' });
  });

  it('a stale read loses: the compare-and-set answers changed-meanwhile and writes nothing', async () => {
    await register('MOVEPARCEL4');
    const stale = (await findParcelRow(setup.t.db, 'MOVEPARCEL4'))!;
    await patch('MOVEPARCEL4', { status: 'SENT' });
    const result = await moveParcel(setup.t.db, { parcel: stale, to: 'DELIVERED', by: null, price: 1 });
    expect(result.outcome).toBe('changed-meanwhile');
    expect(await findParcelRow(setup.t.db, 'MOVEPARCEL4')).toMatchObject({ status: 'SENT', price: null });
  });
});

describe('moveParcels', () => {
  it('moves many as moveParcel moves each: its own check, compare-and-set, price, audit and history row, its result in order', async () => {
    const codes = ['BATCH1', 'BATCH2', 'BATCH3', 'BATCH4', 'BATCH5'];
    for (const code of codes) await register(code);
    await patch('BATCH3', { status: 'SENT' });
    const [one, two, three, four, five] = await Promise.all(codes.map(async (code) => (await findParcelRow(setup.t.db, code))!));
    const stale = four!;
    await patch('BATCH4', { status: 'RECEIVED' });
    const auditBefore = await countRows(setup.t.db, 'audit_log');
    const historyBefore = await countRows(setup.t.db, 'parcel_status_history');
    const results = await moveParcels(setup.t.db, [
      { parcel: one!, to: 'RECEIVED', by: null, price: 1_100 },
      { parcel: two!, to: 'RECEIVED', by: null, price: 2_200 },
      { parcel: three!, to: 'RECEIVED', by: null, price: 3_300 },
      { parcel: stale, to: 'RECEIVED', by: null, price: 4_400 },
      { parcel: five!, to: 'REGISTERED', by: null, price: 5_500 },
    ]);
    expect(results).toEqual([
      { outcome: 'moved', from: 'REGISTERED', to: 'RECEIVED' },
      { outcome: 'moved', from: 'REGISTERED', to: 'RECEIVED' },
      { outcome: 'refused', message: refusedMove('SENT', 'RECEIVED'), reason: 'MOVE_REFUSED' },
      expect.objectContaining({ outcome: 'changed-meanwhile', reason: 'CHANGED_MEANWHILE' }),
      { outcome: 'stayed', from: 'REGISTERED', to: 'REGISTERED' },
    ]);
    const after = await Promise.all(codes.map(async (code) => (await findParcelRow(setup.t.db, code))!));
    expect(after.map((parcel) => [parcel.status, parcel.price])).toEqual([
      ['RECEIVED', 1_100],
      ['RECEIVED', 2_200],
      ['SENT', null],
      ['RECEIVED', null],
      ['REGISTERED', 5_500],
    ]);
    // The two moves: one audit row and one history row each; the price alone (BATCH5) is the caller's EDIT.
    expect(await countRows(setup.t.db, 'audit_log')).toBe(auditBefore + 2);
    expect(await countRows(setup.t.db, 'parcel_status_history')).toBe(historyBefore + 2);
  });

  it('refuses the same parcel twice in one call, before writing anything', async () => {
    await register('BATCH6');
    const parcel = (await findParcelRow(setup.t.db, 'BATCH6'))!;
    await expect(
      moveParcels(setup.t.db, [
        { parcel, to: 'RECEIVED', by: null },
        { parcel, to: 'SENT', by: null },
      ]),
    ).rejects.toThrow('one move per parcel');
    expect((await findParcelRow(setup.t.db, 'BATCH6'))!.status).toBe('REGISTERED');
  });
});
