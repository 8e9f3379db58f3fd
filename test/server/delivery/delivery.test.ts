import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPushWorker } from '../../../server/modules/push/push-worker';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { createTestAppWithStaff } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

/* Door delivery: the customer's request for DELIVERED parcels, staff's queue, and their races. */

const ARRIVED = '773245678901234'; // the demo customer's DELIVERED parcel
const ON_THE_WAY = 'JT3098765432101'; // SENT
let fake: FakePushService;
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let addressId: number;
let strangerCookie: string;

const address = {
  type: 'HOME',
  firstName: 'Бат',
  lastName: 'Дорж',
  phone: '99112233',
  city: 'Улаанбаатар',
  district: 'Сүхбаатар',
  subdistrict: '1-р хороо',
  note: 'Орц 2, 5 давхар',
};

/** FINISHED history rows of the parcel: one per finishing, however many staff press DONE. */
const finishedRows = async () =>
  (
    await setup.t.db
      .selectFrom('parcel_status_history')
      .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
      .select('parcel_status_history.id')
      .where('parcels.track_code', '=', ARRIVED)
      .where('parcel_status_history.status', '=', 'FINISHED')
      .execute()
  ).length;

beforeAll(async () => {
  fake = await startFakePushService();
  setup = await createTestAppWithStaff('8818', { push: { allowedOrigins: [fake.origin] } });
  addressId = (await as(setup.t.app, setup.customer).post('/api/address', address)).json<{ id: number }>().id;
  await setup.t.createUser({ phone: '88181234', password: 'stranger-pass' });
  strangerCookie = await setup.t.login('88181234', 'stranger-pass');
});

afterAll(async () => {
  await setup.t.close();
  await fake.close();
});

beforeEach(async () => {
  const { db } = setup.t;
  await db.deleteFrom('ledger_payments').execute();
  await db.deleteFrom('ledger_charges').execute();
  await db.deleteFrom('delivery_requests').execute();
  await db.updateTable('parcels').set({ status: 'DELIVERED' }).where('track_code', '=', ARRIVED).execute();
});

describe('customer requests', () => {
  it('asks for delivery of an own DELIVERED parcel to a saved address, lists it and cancels it', async () => {
    const created = await as(setup.t.app, setup.customer).post('/api/delivery', {
      trackCodes: [ARRIVED.toLowerCase()],
      addressId,
      note: 'Оройн 6-аас хойш',
    });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      state: 'REQUESTED',
      trackCodes: [ARRIVED],
      address: 'Улаанбаатар, Сүхбаатар, 1-р хороо, Орц 2, 5 давхар',
      recipient: 'Д. Бат',
      phone: '99112233',
      note: 'Оройн 6-аас хойш',
    });
    const listed = await as(setup.t.app, setup.customer).get('/api/delivery');
    expect(listed.json()).toMatchObject({ total: 1, list: [{ id: request.id, state: 'REQUESTED' }] });
    expect((await as(setup.t.app, strangerCookie).get('/api/delivery')).json()).toEqual({ list: [], total: 0 });

    expect((await as(setup.t.app, strangerCookie).delete(`/api/delivery/${request.id}`)).statusCode).toBe(404);
    expect((await as(setup.t.app, setup.customer).delete(`/api/delivery/${request.id}`)).statusCode).toBe(204);
    expect((await as(setup.t.app, setup.customer).get('/api/delivery')).json().list[0].state).toBe('CANCELLED');
    // Cancelled frees the parcel for a new request.
    expect((await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })).statusCode).toBe(201);
  });

  it.each([
    ['a parcel not yet DELIVERED', () => ({ trackCodes: [ON_THE_WAY], addressId })],
    ['an unknown parcel', () => ({ trackCodes: ['NOPE123456'], addressId })],
  ])('refuses %s with 409 and writes nothing', async (_case, body) => {
    const answer = await as(setup.t.app, setup.customer).post('/api/delivery', body());
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/Улаанбаатарт ирсэн/);
    expect(await countRows(setup.t.db, 'delivery_requests')).toBe(0);
  });

  it("refuses another customer's parcel (409) and address (404)", async () => {
    expect((await as(setup.t.app, strangerCookie).post('/api/delivery', { trackCodes: [ARRIVED], addressId: 999_999 })).statusCode).toBe(
      404,
    );
    const ownAddress = (await as(setup.t.app, strangerCookie).post('/api/address', { ...address, phone: '88181234' })).json<{
      id: number;
    }>().id;
    expect((await as(setup.t.app, strangerCookie).post('/api/delivery', { trackCodes: [ARRIVED], addressId: ownAddress })).statusCode).toBe(
      409,
    );
    expect((await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId: ownAddress })).statusCode).toBe(
      404,
    );
    expect(await countRows(setup.t.db, 'delivery_requests')).toBe(0);
  });

  it('refuses a parcel already in an open request (409)', async () => {
    expect((await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })).statusCode).toBe(201);
    const again = await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId });
    expect(again.statusCode).toBe(409);
    expect(await countRows(setup.t.db, 'delivery_requests')).toBe(1);
  });

  it('answers bad input with a Mongolian 400', async () => {
    for (const body of [
      { trackCodes: [], addressId },
      { trackCodes: [ARRIVED] },
      { trackCodes: [ARRIVED], addressId, note: 'a\u0000b' },
      { trackCodes: [ARRIVED], addressId, extra: 1 },
      // Past a 32-bit id: PostgreSQL answered 500 before the contract bounded it.
      { trackCodes: [ARRIVED], addressId: 99_999_999_999 },
    ]) {
      const answer = await as(setup.t.app, setup.customer).post('/api/delivery', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/[а-яөү]/i);
    }
    expect((await as(setup.t.app, setup.customer).delete('/api/delivery/abc')).statusCode).toBe(400);
  });

  it('needs a session; staff calls need staff', async () => {
    expect((await as(setup.t.app, '').get('/api/delivery')).statusCode).toBe(401);
    expect((await as(setup.t.app, setup.customer).get('/api/staff/delivery')).statusCode).toBe(403);
  });
});

describe('staff', () => {
  it('takes a request out for delivery (the customer is told) and to DONE, finishing the parcels with history', async () => {
    const subscription = fake.subscription();
    await as(setup.t.app, setup.customer).post('/api/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
    const { id, totalDue } = (await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })).json<{
      id: number;
      totalDue: number;
    }>();

    const queue = await as(setup.t.app, setup.staff).get('/api/staff/delivery');
    expect(queue.json()).toMatchObject({ list: [{ id, state: 'REQUESTED', phone: '99112233', trackCodes: [ARRIVED] }] });
    expect((await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, { state: 'DONE' })).statusCode).toBe(409);
    const out = await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, { state: 'OUT_FOR_DELIVERY' });
    expect(out.json().state).toBe('OUT_FOR_DELIVERY');
    // Out for delivery can no longer be cancelled.
    expect((await as(setup.t.app, setup.customer).delete(`/api/delivery/${id}`)).statusCode).toBe(409);

    const worker = createPushWorker({ db: setup.t.db, ...setup.t.app.ctx.push, log: setup.t.app.log });
    await worker.runOnce();
    const [push] = await fake.waitFor(1, subscription.id);
    expect(JSON.parse(subscription.decrypt(push!.body))).toMatchObject({
      title: 'Таны ачаа хүргэлтэд гарлаа',
      body: `${ARRIVED}: Хүргэлтэд гарсан`,
      url: `/track/${ARRIVED}`,
    });

    // The courier collects what is still due: nothing less, nothing more.
    expect(totalDue).toBeGreaterThan(0);
    const short = await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, { state: 'DONE' });
    expect(short.json()).toMatchObject({ code: 409, reason: 'WRONG_AMOUNT' });
    const done = await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, {
      state: 'DONE',
      collected: { method: 'CASH', amount: totalDue },
    });
    expect(done.json()).toMatchObject({ state: 'DONE', totalDue: 0 });
    const parcel = (await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${ARRIVED}`)).json();
    expect(parcel.status).toBe('FINISHED');
    expect(parcel.history.at(-1).status).toBe('FINISHED');
    expect((await as(setup.t.app, setup.staff).get('/api/staff/delivery')).json().total).toBe(0);
    expect((await as(setup.t.app, setup.staff).patch('/api/staff/delivery/999999', { state: 'DONE' })).statusCode).toBe(404);
  });
});

describe('bad collections at the door', () => {
  it.each([
    [{ state: 'DONE', collected: { method: 'CASH', amount: -1 } }, 'Үнэ сөрөг байж болохгүй'],
    [{ state: 'DONE', collected: { method: 'CASH', amount: 1e15 } }, 'Үнэ хэт их байна'],
    [{ state: 'DONE', collected: { method: 'CASH', amount: '9000' } }, 'Үнэ тоо байна'],
    [{ state: 'DONE', collected: { method: 'QPAY', amount: 9000 } }, 'Төлбөрийн хэлбэр буруу байна'],
    [{ state: 'DONE', collected: { method: 'BITCOIN', amount: 9000 } }, 'Төлбөрийн хэлбэр буруу байна'],
  ])('%j is a Mongolian 400 and changes nothing', async (body, message) => {
    const { id } = (await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })).json<{
      id: number;
    }>();
    await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, { state: 'OUT_FOR_DELIVERY' });
    const answer = await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, body);
    expect(answer.json()).toEqual({ code: 400, message });
    expect((await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${ARRIVED}`)).json().status).toBe('DELIVERED');
    expect(await countRows(setup.t.db, 'ledger_payments')).toBe(0);
  });

  it('a wrong amount is 409 WRONG_AMOUNT, and nothing is written', async () => {
    const { id, totalDue } = (await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })).json<{
      id: number;
      totalDue: number;
    }>();
    await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, { state: 'OUT_FOR_DELIVERY' });
    for (const amount of [totalDue - 1, totalDue + 1, 0]) {
      const answer = await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, {
        state: 'DONE',
        collected: { method: 'CARD', amount },
      });
      expect(answer.json()).toMatchObject({ code: 409, reason: 'WRONG_AMOUNT' });
    }
    expect(await countRows(setup.t.db, 'ledger_payments')).toBe(0);
    expect(await countRows(setup.t.db, 'ledger_charges')).toBe(0);
  });
});

describe('races', () => {
  it('two requests for one parcel at once: one 201, one 409', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(setup.t.db, 'delivery_requests')).toBe(1);
  });

  it('two staff moves of one request at once: one wins, the parcel finishes once', async () => {
    const { id, totalDue } = (await as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: [ARRIVED], addressId })).json<{
      id: number;
      totalDue: number;
    }>();
    await as(setup.t.app, setup.staff).patch(`/api/staff/delivery/${id}`, { state: 'OUT_FOR_DELIVERY' });
    const finishedBefore = await finishedRows();
    const done = { state: 'DONE', collected: { method: 'CASH', amount: totalDue } };
    const answers = await Promise.all(
      [setup.staff, setup.admin].map((cookie) => as(setup.t.app, cookie).patch(`/api/staff/delivery/${id}`, done)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await finishedRows()).toBe(finishedBefore + 1);
  });
});
