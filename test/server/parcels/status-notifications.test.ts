import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { moveParcels } from '../../../server/modules/parcels/move-parcel';
import { findParcelRow } from '../../../server/modules/parcels/parcel-repository';
import { as } from '../helpers/as-user';
import { createTestSubscription } from '../helpers/fake-push-service';
import { createTestAppWithStaff } from '../helpers/test-app';

/*
 * A status change tells its owner by itself: moveParcels and registerParcels queue the push in the
 * write's transaction, so every path that moves or registers a parcel (the staff scan and PATCH, the
 * batch, the CSV import, a trip's load and unload, door delivery's DONE, the counter's handover)
 * queues exactly one row per status, with no queueing line of its own. SQLite and (DATABASE_URL)
 * PostgreSQL.
 */

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
const staff = () => as(setup.t.app, setup.staff);
const customer = () => as(setup.t.app, setup.customer);
const ORIGIN = 'https://push.example.mn';

beforeAll(async () => {
  setup = await createTestAppWithStaff('8838', { push: { allowedOrigins: [ORIGIN] } });
  // One device of the demo customer: each status told queues one row for it.
  const endpoint = `${ORIGIN}/status-device`;
  const subscribed = await customer().post('/api/push/subscriptions', { endpoint, keys: createTestSubscription(endpoint).keys });
  expect([201, 204]).toContain(subscribed.statusCode);
});
afterAll(() => setup.t.close());

/** The events queued for a code, oldest first. */
const told = async (trackCode: string) =>
  (await setup.t.db.selectFrom('notification_outbox').select('event').where('track_code', '=', trackCode).orderBy('id').execute()).map(
    (row) => row.event,
  );

const register = async (trackCode: string, fields: object = {}) => {
  const answer = await staff().post('/api/staff/parcels', { trackCode, phone: DEMO_CUSTOMER.phone, weightKg: 2, ...fields });
  expect(answer.statusCode).toBe(201);
};

describe('a staff member at the scanner', () => {
  it('registering into a told status tells once; into REGISTERED tells nobody', async () => {
    await register('SN-SCAN-1', { status: 'RECEIVED' });
    await register('SN-SCAN-2');
    expect(await told('SN-SCAN-1')).toEqual(['RECEIVED']);
    expect(await told('SN-SCAN-2')).toEqual([]);
  });

  it('each PATCH move tells once; a price alone, a status already held and the undo tell nobody', async () => {
    await register('SN-MOVE-1');
    expect((await staff().patch('/api/staff/parcels/SN-MOVE-1', { status: 'RECEIVED' })).statusCode).toBe(200);
    expect((await staff().patch('/api/staff/parcels/SN-MOVE-1', { status: 'SENT' })).statusCode).toBe(200);
    expect((await staff().post('/api/staff/parcels/SN-MOVE-1/undo', { from: 'RECEIVED', to: 'SENT' })).statusCode).toBe(200);
    expect((await staff().patch('/api/staff/parcels/SN-MOVE-1', { status: 'RECEIVED' })).statusCode).toBe(200);
    expect((await staff().patch('/api/staff/parcels/SN-MOVE-1', { price: 7_000 })).statusCode).toBe(200);
    expect(await told('SN-MOVE-1')).toEqual(['RECEIVED', 'SENT']);
  });

  it('the batch screen (one PATCH a parcel) tells each parcel once', async () => {
    const codes = ['SN-BATCH-1', 'SN-BATCH-2', 'SN-BATCH-3'];
    for (const code of codes) await register(code, { status: 'RECEIVED' });
    await Promise.all(codes.map((code) => staff().patch(`/api/staff/parcels/${code}`, { status: 'SENT' })));
    for (const code of codes) expect(await told(code)).toEqual(['RECEIVED', 'SENT']);
  });

  it('taking in a code the customer pre-registered tells once (the pre-registration told nobody)', async () => {
    expect((await customer().post('/api/package', { trackCode: 'SN-PRE-1' })).statusCode).toBe(201);
    expect(await told('SN-PRE-1')).toEqual([]);
    expect((await staff().post('/api/staff/parcels', { trackCode: 'SN-PRE-1', phone: DEMO_CUSTOMER.phone, weightKg: 1 })).statusCode).toBe(
      200,
    );
    expect(await told('SN-PRE-1')).toEqual(['RECEIVED']);
  });
});

describe('moveParcels called bare, as any new caller would', () => {
  it('queues one row per moved parcel in its status, none for a refused, stayed or lost race', async () => {
    for (const code of ['SN-BARE-1', 'SN-BARE-2', 'SN-BARE-3']) await register(code);
    const [one, two, three] = await Promise.all(
      ['SN-BARE-1', 'SN-BARE-2', 'SN-BARE-3'].map(async (code) => (await findParcelRow(setup.t.db, code))!),
    );
    await staff().patch('/api/staff/parcels/SN-BARE-3', { status: 'RECEIVED' });
    const results = await moveParcels(setup.t.db, [
      { parcel: one!, to: 'DELIVERED', by: null },
      { parcel: two!, to: 'REGISTERED', by: null },
      { parcel: three!, to: 'SENT', by: null },
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['moved', 'stayed', 'changed-meanwhile']);
    expect(await told('SN-BARE-1')).toEqual(['DELIVERED']);
    expect(await told('SN-BARE-2')).toEqual([]);
    expect(await told('SN-BARE-3')).toEqual(['RECEIVED']);
  });
});

describe('the CSV import', () => {
  it('tells a new row registered into a told status and a pre-registered code taken in, once each', async () => {
    expect((await customer().post('/api/package', { trackCode: 'SN-CSV-PRE' })).statusCode).toBe(201);
    const phone = DEMO_CUSTOMER.phone;
    const csv = `trackCode,phone,price,status\nSN-CSV-NEW,${phone},5000,RECEIVED\nSN-CSV-REG,${phone},5000,\nSN-CSV-PRE,${phone},5000,\n`;
    const answer = await as(setup.t.app, setup.staff, { headers: { 'content-type': 'text/csv' } }).post('/api/staff/parcels/import', csv);
    expect(answer.json()).toMatchObject({ created: 2, updated: 1, errors: [] });
    expect(await told('SN-CSV-NEW')).toEqual(['RECEIVED']);
    expect(await told('SN-CSV-REG')).toEqual([]);
    expect(await told('SN-CSV-PRE')).toEqual(['RECEIVED']);
  });
});

describe('a trip', () => {
  it('loading tells nobody (told on departure), unloading tells DELIVERED once, a lost parcel is told LOST and not BROKEN', async () => {
    const [arrives, lost] = ['SN-TRIP-1', 'SN-TRIP-2'];
    for (const code of [arrives, lost]) await register(code, { status: 'RECEIVED' });
    const trip = await staff().post('/api/staff/trips', { plate: '1234УБА', driver: 'Батаа', phone: '99001122', seal: 'SN-1' });
    expect(trip.statusCode).toBe(201);
    const id = trip.json().id;
    await staff().post(`/api/staff/trips/${id}/parcels`, { trackCodes: [arrives, lost] });
    expect(await told(arrives)).toEqual(['RECEIVED']);
    await staff().post(`/api/staff/trips/${id}/depart`, {});
    await staff().post(`/api/staff/trips/${id}/arrive`);
    await staff().post(`/api/staff/trips/${id}/unload`, { trackCodes: [arrives] });
    await staff().post(`/api/staff/trips/${id}/close`);
    expect((await staff().post(`/api/staff/trips/${id}/missing/${lost}/lost`, { note: 'Замд алдагдсан' })).statusCode).toBe(200);
    expect(await told(arrives)).toEqual(['RECEIVED', 'SENT', 'TRIP_ARRIVED', 'DELIVERED']);
    expect(await told(lost)).toEqual(['RECEIVED', 'SENT', 'TRIP_ARRIVED', 'LOST']);
  });
});

describe('handing over', () => {
  it('door delivery DONE tells FINISHED once', async () => {
    await register('SN-DOOR-1', { status: 'DELIVERED' });
    const address = {
      type: 'HOME',
      firstName: 'Бат',
      lastName: 'Дорж',
      phone: DEMO_CUSTOMER.phone,
      city: 'Улаанбаатар',
      district: 'Сүхбаатар',
      subdistrict: '1-р хороо',
      note: '',
    };
    const addressId = (await customer().post('/api/address', address)).json().id;
    const request = (await customer().post('/api/delivery', { trackCodes: ['SN-DOOR-1'], addressId })).json();
    await staff().patch(`/api/staff/delivery/${request.id}`, { state: 'OUT_FOR_DELIVERY' });
    const done = await staff().patch(`/api/staff/delivery/${request.id}`, {
      state: 'DONE',
      collected: { method: 'CASH', amount: request.totalDue },
    });
    expect(done.statusCode).toBe(200);
    expect(await told('SN-DOOR-1')).toEqual(['DELIVERED', 'OUT_FOR_DELIVERY', 'FINISHED']);
  });

  it('the counter handover tells FINISHED once; its undo tells nobody', async () => {
    await register('SN-COUNTER-1', { status: 'DELIVERED' });
    const handover = await staff().post('/api/staff/handovers', { trackCodes: ['SN-COUNTER-1'], method: 'CASH', amountReceived: 50_000 });
    expect(handover.statusCode).toBe(201);
    expect((await staff().post(`/api/staff/handovers/${handover.json().id}/undo`)).statusCode).toBe(200);
    expect(await told('SN-COUNTER-1')).toEqual(['DELIVERED', 'FINISHED']);
  });
});
