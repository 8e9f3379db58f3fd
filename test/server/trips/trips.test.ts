import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTripHistory } from '../../../server/db/seed-trips';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { registerParcels } from '../../../server/modules/parcels/register-parcels';
import { forgetRoadTimes } from '../../../server/modules/arrival/road-times';
import { as } from '../helpers/as-user';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';

/* Trips from Erenhot to Ulaanbaatar, on SQLite and (DATABASE_URL) PostgreSQL, the unloading race included. */

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
const api = () => as(setup.t.app, setup.staff);
const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(6, '0')}`);

async function received(trackCodes: readonly string[], phone = DEMO_CUSTOMER.phone) {
  await registerParcels(
    setup.t.db,
    trackCodes.map((trackCode) => ({ trackCode, phone, price: 5000, status: 'RECEIVED' as const })),
    null,
  );
  await setup.t.db
    .updateTable('parcels')
    .set({ weight_kg: 2.5, width_cm: 10, height_cm: 20, length_cm: 50 })
    .where('track_code', 'in', trackCodes)
    .execute();
}

async function openTrip(fields: Record<string, unknown> = {}) {
  const answer = await api().post('/api/staff/trips', { plate: '1234УБА', driver: 'Батаа', phone: '99001122', ...fields });
  expect(answer.statusCode).toBe(201);
  return answer.json();
}

const trip = async (id: number) => (await api().get(`/api/staff/trips/${id}`)).json();
const dashboard = async () => (await as(setup.t.app, setup.admin).get('/api/admin/dashboard?from=2026-01-01&to=2026-12-31')).json();
const statusOf = async (trackCode: string) =>
  (await setup.t.db.selectFrom('parcels').select('status').where('track_code', '=', trackCode).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  setup = await createTestAppWithStaff('8837');
});
afterAll(() => setup.t.close());

describe('opening a trip', () => {
  it('answers the trip with a short code of the day, LOADING, who opened it', async () => {
    const opened = await openTrip({ seal: 'A-778' });
    expect(opened).toMatchObject({ plate: '1234УБА', driver: 'Батаа', phone: '99001122', seal: 'A-778', state: 'LOADING' });
    expect(opened.code).toMatch(/^T-\d{4}-\d{2}$/);
    expect(opened.steps).toEqual([{ state: 'LOADING', at: opened.createdAt, by: expect.any(String) }]);
    const second = await openTrip({ plate: '蒙A12345' });
    expect(Number(second.code.slice(-2))).toBe(Number(opened.code.slice(-2)) + 1);
    const loading = (await api().get('/api/staff/trips?state=LOADING')).json();
    expect(loading.list.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([opened.id, second.id]));
  });

  it.each([
    ['a 200-character plate', { plate: 'А'.repeat(200) }, 'Машины дугаар 16 тэмдэгтээс урт байж болохгүй'],
    ['a NUL byte in the driver', { driver: 'Бат\u0000аа' }, 'Жолоочийн нэр хэрэглэж болохгүй тэмдэгттэй байна'],
    ['letters as a phone', { phone: 'утасгүй' }, 'Жолоочийн утас зөвхөн тоо байна'],
    ['no plate', { plate: '' }, 'Машины дугаар оруулна уу'],
  ])('refuses %s with a Mongolian 400 and opens nothing', async (_name, fields, message) => {
    const before = await countRows(setup.t.db, 'trips');
    const answer = await api().post('/api/staff/trips', { plate: '1234УБА', driver: 'Батаа', phone: '99001122', ...fields });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(await countRows(setup.t.db, 'trips')).toBe(before);
  });

  it('is for staff only, and an unknown trip is a Mongolian 404', async () => {
    expect(
      (await as(setup.t.app, setup.customer).post('/api/staff/trips', { plate: 'x', driver: 'y', phone: '99001122' })).statusCode,
    ).toBe(403);
    const unknown = await api().get('/api/staff/trips/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Рейс олдсонгүй');
    expect((await api().get('/api/staff/trips/abc')).statusCode).toBe(400);
    expect((await api().post('/api/staff/trips/999999/parcels', { trackCodes: ['LD0000000001'] })).statusCode).toBe(404);
  });
});

describe('a trip from loading to closing', () => {
  const load = codes('LD', 12);
  let id: number;
  let other: number;

  beforeAll(async () => {
    await received(load);
    await registerParcels(
      setup.t.db,
      [{ trackCode: 'LDREGISTERED1', phone: DEMO_CUSTOMER.phone, price: null, status: 'REGISTERED' }],
      null,
    );
    id = (await openTrip()).id;
    other = (await openTrip({ plate: '蒙A99999' })).id;
    await received(['LDOTHER000001']);
    expect((await api().post(`/api/staff/trips/${other}/parcels`, { trackCodes: ['LDOTHER000001'] })).json().loaded).toEqual([
      'LDOTHER000001',
    ]);
  });

  it('shows the parcels waiting in Erenhot, the longest waiting first', async () => {
    const waiting = (await api().get('/api/staff/trips/waiting')).json();
    const mine = waiting.list.map((parcel: { trackCode: string }) => parcel.trackCode).filter((code: string) => code.startsWith('LD'));
    expect(mine).toEqual(load);
    expect(mine).not.toContain('LDOTHER000001');
    const times = waiting.list.map((parcel: { receivedAt: string }) => parcel.receivedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('loads a scan run partly: the rest refused each with its reason', async () => {
    const answer = await api().post(`/api/staff/trips/${id}/parcels`, {
      trackCodes: [...load, load[0], 'LDOTHER000001', 'LDREGISTERED1', 'NOSUCHCODE0001'],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.loaded).toEqual(load);
    expect(body.refused).toEqual([
      { trackCode: 'LDOTHER000001', reason: 'ON_ANOTHER_TRIP', message: 'Ачаа өөр рейсэнд ачигдсан байна' },
      { trackCode: 'LDREGISTERED1', reason: 'NOT_IN_ERENHOT', message: 'Ачаа "Эрээний агуулахад ирсэн" төлөвт биш байна' },
      { trackCode: 'NOSUCHCODE0001', reason: 'PARCEL_NOT_FOUND', message: 'Ачаа олдсонгүй' },
    ]);
    expect(await statusOf(load[0]!)).toBe('SENT');
    const again = (await api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: [load[0]] })).json();
    expect(again.refused[0].reason).toBe('ALREADY_LOADED');
    // The move's history row names the trip; nobody is told before departure.
    const row = await setup.t.db
      .selectFrom('parcel_status_history')
      .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
      .where('parcels.track_code', '=', load[0]!)
      .where('parcel_status_history.status', '=', 'SENT')
      .select('parcel_status_history.trip_id')
      .executeTakeFirstOrThrow();
    expect(row.trip_id).toBe(id);
  });

  it('shows the load so far, and takes a parcel off back to Erenhot', async () => {
    expect((await trip(id)).load).toEqual({ parcels: 12, weightKg: 30, volumeM3: 0.12 });
    expect((await api().delete(`/api/staff/trips/${id}/parcels/${load[11]}`)).statusCode).toBe(204);
    expect(await statusOf(load[11]!)).toBe('RECEIVED');
    expect((await trip(id)).load.parcels).toBe(11);
    expect((await api().delete(`/api/staff/trips/${id}/parcels/${load[11]}`)).statusCode).toBe(404);
  });

  it('departs only with a seal, then refuses loading with 409 TRIP_NOT_LOADING and changes nothing', async () => {
    const noSeal = await api().post(`/api/staff/trips/${id}/depart`, {});
    expect(noSeal.statusCode).toBe(400);
    expect(noSeal.json().message).toBe('Лацны дугаар оруулна уу');
    const departed = await api().post(`/api/staff/trips/${id}/depart`, { seal: 'ЛАЦ-5521' });
    expect(departed.statusCode).toBe(200);
    expect(departed.json()).toMatchObject({ state: 'DEPARTED', seal: 'ЛАЦ-5521' });
    expect(departed.json().steps.map((step: { state: string }) => step.state)).toEqual(['LOADING', 'DEPARTED']);
    const late = await api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: [load[11]] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'TRIP_NOT_LOADING', message: 'Рейс хөдөлсөн тул ачаа ачих, буулгах, цуцлах боломжгүй' });
    expect(await statusOf(load[11]!)).toBe('RECEIVED');
    expect((await api().delete(`/api/staff/trips/${id}/parcels/${load[0]}`)).statusCode).toBe(409);
    expect((await api().post(`/api/staff/trips/${id}/depart`, { seal: 'x' })).statusCode).toBe(409);
  });

  it('shows the truck on the owner’s dashboard while it is on the road, with its expected arrival', async () => {
    const sent = await trip(id);
    const figures = await dashboard();
    expect(figures.onTheRoad.find((item: { id: number }) => item.id === id)).toEqual({
      id,
      code: sent.code,
      plate: '1234УБА',
      parcels: 11,
      departedAt: sent.departedAt,
      expectedAt: sent.expectedAt,
    });
    // Nothing is missing before the unloading is closed.
    expect(figures.trips.find((item: { id: number }) => item.id === id)).toMatchObject({
      state: 'DEPARTED',
      missing: 0,
      extra: 0,
      hours: null,
    });
  });

  it('exports the manifest in Mongolian and Chinese, UTF-8 with a byte-order mark, phones cut to 4 digits', async () => {
    const mn = await api().get(`/api/staff/trips/${id}/manifest.csv?lang=mn`);
    expect(mn.statusCode).toBe(200);
    expect(mn.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(mn.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = mn.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Машины дугаар,1234УБА');
    expect(lines).toContain('Лацны дугаар,ЛАЦ-5521');
    expect(lines).toContain('№,Трак код,Утас (сүүлийн 4),Жин (кг),Хэмжээ (см)');
    expect(lines).toContain(`1,${load[0]},…2233,2.5,10×20×50`);
    expect(lines).toContain('Нийт,11 ачаа,,27.5,0.11 m³');
    expect(mn.body).not.toContain(DEMO_CUSTOMER.phone);
    const zh = (await api().get(`/api/staff/trips/${id}/manifest.csv?lang=zh`)).body.split('\r\n');
    expect(zh).toContain('车牌号,1234УБА');
    expect(zh).toContain('序号,快递单号,手机号（后4位）,重量（公斤）,尺寸（厘米）');
    expect(zh).toContain('合计,11 件,,27.5,0.11 m³');
    expect((await api().get(`/api/staff/trips/${id}/manifest.csv?lang=fr`)).statusCode).toBe(400);
  });

  it('arrives, unloads with an extra, shows what is still expected, refuses a second scan', async () => {
    expect((await api().post(`/api/staff/trips/${id}/unload`, { trackCodes: [load[0]] })).json().reason).toBe('TRIP_NOT_ARRIVED');
    expect((await api().post(`/api/staff/trips/${id}/arrive`)).json().state).toBe('ARRIVED');
    await received(['LDEXTRA000001']);
    const answer = await api().post(`/api/staff/trips/${id}/unload`, { trackCodes: [...load.slice(0, 9), 'LDEXTRA000001'], shelf: 'b-12' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unloaded: load.slice(0, 9), extra: ['LDEXTRA000001'], refused: [] });
    expect(await statusOf(load[0]!)).toBe('DELIVERED');
    const shelf = await setup.t.db.selectFrom('parcels').select('shelf').where('track_code', '=', load[0]!).executeTakeFirstOrThrow();
    expect(shelf.shelf).toBe('B-12');
    const during = await trip(id);
    expect(during.expected).toEqual(load.slice(9, 11));
    expect(during.extra).toEqual(['LDEXTRA000001']);
    const twice = (await api().post(`/api/staff/trips/${id}/unload`, { trackCodes: [load[0]] })).json();
    expect(twice.refused).toEqual([{ trackCode: load[0], reason: 'ALREADY_UNLOADED', message: 'Аль хэдийн буулгасан' }]);
  });

  it('closes: the trip and the owner’s dashboard list what is missing and extra', async () => {
    const closed = (await api().post(`/api/staff/trips/${id}/close`)).json();
    expect(closed.state).toBe('UNLOADED');
    expect(closed.missing).toEqual(load.slice(9, 11));
    expect(closed.extra).toEqual(['LDEXTRA000001']);
    expect(closed.steps.map((step: { state: string }) => step.state)).toEqual(['LOADING', 'DEPARTED', 'ARRIVED', 'UNLOADED']);
    const figures = await dashboard();
    expect(figures.missingParcels.map((parcel: { trackCode: string }) => parcel.trackCode)).toEqual(load.slice(9, 11));
    expect(figures.trips.find((item: { id: number }) => item.id === id)).toMatchObject({
      state: 'UNLOADED',
      parcels: 11,
      missing: 2,
      extra: 1,
    });
    expect(figures.onTheRoad.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('resolves a missing parcel as lost (BROKEN, the owner told) or found when loaded on a later trip', async () => {
    const bad = await api().post(`/api/staff/trips/${id}/missing/${load[9]}/lost`, { note: 'нуль\u0000' });
    expect(bad.statusCode).toBe(400);
    const lost = await api().post(`/api/staff/trips/${id}/missing/${load[9]}/lost`, { note: 'Эрээнд хайгаад олдсонгүй' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().parcels.find((parcel: { trackCode: string }) => parcel.trackCode === load[9])).toMatchObject({
      resolution: 'LOST',
      resolutionNote: 'Эрээнд хайгаад олдсонгүй',
      status: 'BROKEN',
    });
    expect((await api().post(`/api/staff/trips/${id}/missing/${load[9]}/lost`, { note: 'дахин' })).json().reason).toBe('NOT_MISSING');
    // The other never left Erenhot: loaded on the next truck, it is found.
    const next = (await openTrip()).id;
    expect((await api().post(`/api/staff/trips/${next}/parcels`, { trackCodes: [load[10]] })).json().loaded).toEqual([load[10]]);
    expect((await dashboard()).missingParcels).toEqual([]);
    expect((await trip(id)).parcels.find((parcel: { trackCode: string }) => parcel.trackCode === load[10]).resolution).toBe('FOUND');
  });

  it('cancels a loading trip (its parcels back in Erenhot) and refuses to unload it', async () => {
    expect((await api().post(`/api/staff/trips/${other}/cancel`)).json().state).toBe('CANCELLED');
    expect(await statusOf('LDOTHER000001')).toBe('RECEIVED');
    const unload = await api().post(`/api/staff/trips/${other}/unload`, { trackCodes: ['LDOTHER000001'] });
    expect(unload.statusCode).toBe(409);
    expect(unload.json()).toMatchObject({ reason: 'TRIP_NOT_ARRIVED', message: 'Рейс цуцлагдсан тул буулгах боломжгүй' });
    expect(await statusOf('LDOTHER000001')).toBe('RECEIVED');
  });
});

describe('bad input changes nothing', () => {
  const code = 'BADIN0000001';
  let loadingTrip: number;
  const snapshot = async () => ({
    trips: await countRows(setup.t.db, 'trips'),
    tripParcels: await countRows(setup.t.db, 'trip_parcels'),
    history: await countRows(setup.t.db, 'parcel_status_history'),
    status: await statusOf(code),
    loading: (await trip(loadingTrip)).state,
  });

  beforeAll(async () => {
    await received([code]);
    loadingTrip = (await openTrip()).id;
  });

  it.each([
    ['depart', 'post', '/depart', { seal: 'S-1' }],
    ['arrive', 'post', '/arrive', undefined],
    ['load', 'post', '/parcels', { trackCodes: [code] }],
    ['take off', 'delete', `/parcels/${code}`, undefined],
    ['unload', 'post', '/unload', { trackCodes: [code] }],
    ['close', 'post', '/close', undefined],
    ['cancel', 'post', '/cancel', undefined],
    ['mark lost', 'post', `/missing/${code}/lost`, { note: 'олдсонгүй' }],
    ['the manifest', 'get', '/manifest.csv?lang=mn', undefined],
  ] as const)('an unknown trip (%s) is a Mongolian 404', async (_name, method, path, body) => {
    const before = await snapshot();
    const url = `/api/staff/trips/999999${path}`;
    const answer = method === 'post' ? await api().post(url, body) : method === 'delete' ? await api().delete(url) : await api().get(url);
    expect(expectApiError(answer, 404)).toBe('Рейс олдсонгүй');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a NUL byte in a track code', '/parcels', { trackCodes: [`BAD\u0000IN01`] }],
    ['no track codes', '/parcels', { trackCodes: [] }],
    ['501 track codes', '/parcels', { trackCodes: Array.from({ length: 501 }, (_, index) => `BADIN${String(index).padStart(7, '0')}`) }],
    ['a NUL byte in the seal', '/depart', { seal: 'ЛАЦ\u00001' }],
    ['a 200-character seal', '/depart', { seal: 'Л'.repeat(200) }],
    ['a NUL byte in the shelf', '/unload', { trackCodes: [code], shelf: 'A\u00001' }],
  ])('%s is a Mongolian 400', async (_name, path, body) => {
    const before = await snapshot();
    expectApiError(await api().post(`/api/staff/trips/${loadingTrip}${path}`, body), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('unloading a trip still loading is 409 TRIP_NOT_ARRIVED, closing it 409 too, departing it empty 409', async () => {
    const before = await snapshot();
    expect(expectApiError(await api().post(`/api/staff/trips/${loadingTrip}/depart`, { seal: 'S-1' }), 409)).toBe(
      'Ачаагүй рейс хөдлөх боломжгүй',
    );
    const unload = await api().post(`/api/staff/trips/${loadingTrip}/unload`, { trackCodes: [code] });
    expectApiError(unload, 409);
    expect(unload.json().reason).toBe('TRIP_NOT_ARRIVED');
    expectApiError(await api().post(`/api/staff/trips/${loadingTrip}/close`), 409);
    expectApiError(await api().post(`/api/staff/trips/${loadingTrip}/arrive`), 409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('what the customer sees', () => {
  it('the history carries the trip’s times and nothing else of it; the estimate comes from the departure, narrower', async () => {
    const now = new Date();
    await seedTripHistory(setup.t.db, { count: 24, now, prefix: 'CUSTHIST' });
    // Three trucks of the last weeks took 40 to 50 hours on the road; the trucks this file ran
    // (minutes on the road) arrived before the window, or the median would depend on them.
    const longAgo = now.getTime() - 60 * 24 * 3_600_000;
    await setup.t.db
      .updateTable('trips')
      .set({ departed_at: new Date(longAgo - 3_600_000).toISOString(), arrived_at: new Date(longAgo).toISOString() })
      .where('arrived_at', 'is not', null)
      .execute();
    const staffId = (await setup.t.db.selectFrom('users').select('id').where('phone', '=', '883701').executeTakeFirstOrThrow()).id;
    const HOUR = 3_600_000;
    await setup.t.db
      .insertInto('trips')
      .values(
        [40, 44, 50].map((hours, index) => {
          const departed = now.getTime() - (10 + index) * 24 * HOUR;
          return {
            code: `T-0101-${90 + index}`,
            plate: 'old',
            driver: 'old',
            phone: '99000000',
            state: 'UNLOADED' as const,
            created_at: new Date(departed - HOUR).toISOString(),
            created_by: staffId,
            departed_at: new Date(departed).toISOString(),
            arrived_at: new Date(departed + hours * HOUR).toISOString(),
          };
        }),
      )
      .execute();
    forgetRoadTimes();
    const code = 'CU0000000001';
    await received([code]);
    const before = (await as(setup.t.app).get(`/api/package/${code}/history`)).json();
    expect(before.trip).toBeUndefined();
    const id = (await openTrip({ seal: 'S-1' })).id;
    await api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: [code] });
    const loaded = (await as(setup.t.app).get(`/api/package/${code}/history`)).json();
    expect(Object.keys(loaded.trip).sort()).toEqual(['arrivedAt', 'departedAt', 'loadedAt']);
    expect(loaded.trip).toMatchObject({ departedAt: null, arrivedAt: null });
    await api().post(`/api/staff/trips/${id}/depart`, {});
    const departed = (await as(setup.t.app).get(`/api/package/${code}/history`)).json();
    expect(departed.trip.departedAt).toEqual(expect.any(String));
    expect(JSON.stringify(departed)).not.toMatch(/1234УБА|Батаа|99001122|S-1/);
    const width = (eta: { from: string; to: string }) => Date.parse(eta.to) - Date.parse(eta.from);
    expect(width(departed.eta)).toBeLessThan(width(before.eta));
    // The departure plus the trucks' median (44 h) and 90th percentile (50 h), as Ulaanbaatar dates.
    const ub = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const left = Date.parse(departed.trip.departedAt);
    expect(departed.eta).toEqual({ from: ub(left + 44 * 3_600_000), to: ub(left + 50 * 3_600_000), late: false });
  });

  it('queues a push when the truck departs (SENT) and when it arrives (TRIP_ARRIVED), through the outbox', async () => {
    const session = await setup.t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('users.phone', '=', DEMO_CUSTOMER.phone)
      .select(['sessions.token_hash', 'sessions.user_id'])
      .executeTakeFirstOrThrow();
    await setup.t.db
      .insertInto('push_subscriptions')
      .values({
        user_id: session.user_id,
        session_token_hash: session.token_hash,
        endpoint: 'https://fcm.googleapis.com/fcm/send/trips',
        p256dh: 'B'.repeat(87),
        auth: 'A'.repeat(22),
        language: 'mn',
        created_at: new Date().toISOString(),
      })
      .execute();
    const code = 'PU0000000001';
    await received([code]);
    const id = (await openTrip({ seal: 'S-2' })).id;
    const events = async () =>
      (await setup.t.db.selectFrom('notification_outbox').select('event').where('track_code', '=', code).orderBy('id').execute()).map(
        (row) => row.event,
      );
    // Registered straight into RECEIVED: the registration told the owner so.
    expect(await events()).toEqual(['RECEIVED']);
    await api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: [code] });
    expect(await events()).toEqual(['RECEIVED']);
    await api().post(`/api/staff/trips/${id}/depart`, {});
    expect(await events()).toEqual(['RECEIVED', 'SENT']);
    await api().post(`/api/staff/trips/${id}/arrive`);
    expect(await events()).toEqual(['RECEIVED', 'SENT', 'TRIP_ARRIVED']);
    await api().post(`/api/staff/trips/${id}/unload`, { trackCodes: [code] });
    expect(await events()).toEqual(['RECEIVED', 'SENT', 'TRIP_ARRIVED', 'DELIVERED']);
  });

  it('tells the customer of a parcel marked lost (LOST, after the push test’s subscription); it waits nowhere (BROKEN, not in Erenhot’s list)', async () => {
    const [arrived, lost] = ['PL0000000001', 'PL0000000002'];
    await received([arrived, lost]);
    const id = (await openTrip({ seal: 'S-3' })).id;
    await api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: [arrived, lost] });
    await api().post(`/api/staff/trips/${id}/depart`, {});
    await api().post(`/api/staff/trips/${id}/arrive`);
    await api().post(`/api/staff/trips/${id}/unload`, { trackCodes: [arrived] });
    await api().post(`/api/staff/trips/${id}/close`);
    expect((await api().post(`/api/staff/trips/${id}/missing/${lost}/lost`, { note: 'Замд алдагдсан' })).statusCode).toBe(200);
    const events = await setup.t.db
      .selectFrom('notification_outbox')
      .select('event')
      .where('track_code', '=', lost)
      .orderBy('id')
      .execute();
    // Told LOST, not BROKEN as well (RECEIVED: its registration).
    expect(events.map((row) => row.event)).toEqual(['RECEIVED', 'SENT', 'TRIP_ARRIVED', 'LOST']);
    expect(await statusOf(lost)).toBe('BROKEN');
    const waiting = (await api().get('/api/staff/trips/waiting')).json();
    expect(waiting.list.map((parcel: { trackCode: string }) => parcel.trackCode)).not.toContain(lost);
  });
});

// After the customer's estimate: the trucks here arrive at once and would count among the road's times.
describe('a missing parcel scanned in Ulaanbaatar off another truck', () => {
  it('is found: off the dashboard, FOUND on the trip it went missing from, DELIVERED', async () => {
    const [first, second, third] = codes('FL', 3);
    await received([first!, second!, third!]);
    const lostOn = (await openTrip({ seal: 'S-FL1' })).id;
    await api().post(`/api/staff/trips/${lostOn}/parcels`, { trackCodes: [first, second] });
    await api().post(`/api/staff/trips/${lostOn}/depart`, {});
    await api().post(`/api/staff/trips/${lostOn}/arrive`);
    await api().post(`/api/staff/trips/${lostOn}/unload`, { trackCodes: [first] });
    expect((await api().post(`/api/staff/trips/${lostOn}/close`)).json().missing).toEqual([second]);
    expect((await dashboard()).missingParcels.map((parcel: { trackCode: string }) => parcel.trackCode)).toContain(second);
    // It came on the next truck after all.
    const later = (await openTrip({ seal: 'S-FL2' })).id;
    await api().post(`/api/staff/trips/${later}/parcels`, { trackCodes: [third] });
    await api().post(`/api/staff/trips/${later}/depart`, {});
    await api().post(`/api/staff/trips/${later}/arrive`);
    expect((await api().post(`/api/staff/trips/${later}/unload`, { trackCodes: [second] })).json()).toEqual({
      unloaded: [],
      extra: [second],
      refused: [],
    });
    expect(await statusOf(second!)).toBe('DELIVERED');
    expect((await trip(lostOn)).parcels.find((parcel: { trackCode: string }) => parcel.trackCode === second).resolution).toBe('FOUND');
    expect((await dashboard()).missingParcels.map((parcel: { trackCode: string }) => parcel.trackCode)).not.toContain(second);
  });
});

describe('races', () => {
  it('trips opened at once each get their own code of the day (a taken code is tried again, not a 500)', async () => {
    const opened = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api().post('/api/staff/trips', { plate: `77${index}0УБА`, driver: 'Батаа', phone: '99001122' }),
      ),
    );
    expect(opened.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(opened.map((answer) => answer.json().code)).size).toBe(8);
  });

  it('record every parcel once', async () => {
    const parcels = codes('RC', 30);
    await received(parcels);
    const id = (await openTrip({ seal: 'R-1' })).id;
    expect((await api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: parcels })).json().loaded).toHaveLength(30);
    await api().post(`/api/staff/trips/${id}/depart`, {});
    await api().post(`/api/staff/trips/${id}/arrive`);
    const second = await setup.t.signInNewStaff('88370099');
    // Both scan everything, in opposite orders, several times over.
    const runs = await Promise.all(
      [0, 1, 2, 3].map((run) =>
        as(setup.t.app, run % 2 ? second : setup.staff).post(`/api/staff/trips/${id}/unload`, {
          trackCodes: run % 2 ? [...parcels].reverse() : parcels,
        }),
      ),
    );
    const unloaded = runs.flatMap((run) => {
      expect(run.statusCode).toBe(200);
      return run.json().unloaded as string[];
    });
    expect(unloaded.sort()).toEqual(parcels);
    const delivered = await setup.t.db
      .selectFrom('parcel_status_history')
      .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
      .where('parcels.track_code', 'in', parcels)
      .where('parcel_status_history.status', '=', 'DELIVERED')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(delivered.count)).toBe(30);
    const closed = (await api().post(`/api/staff/trips/${id}/close`)).json();
    expect(closed.missing).toEqual([]);
    expect(closed.extra).toEqual([]);
  });

  it('loading the same parcels on two trips at once puts each on one of them', async () => {
    const parcels = codes('RL', 20);
    await received(parcels);
    const [first, second] = [(await openTrip()).id, (await openTrip()).id];
    const runs = await Promise.all(
      [first, second, first, second].map((id) => api().post(`/api/staff/trips/${id}/parcels`, { trackCodes: parcels })),
    );
    const loaded = runs.flatMap((run) => {
      expect(run.statusCode).toBe(200);
      return run.json().loaded as string[];
    });
    expect(loaded.sort()).toEqual(parcels);
    const rows = await setup.t.db
      .selectFrom('trip_parcels')
      .innerJoin('parcels', 'parcels.id', 'trip_parcels.parcel_id')
      .where('parcels.track_code', 'in', parcels)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(20);
  });
});
