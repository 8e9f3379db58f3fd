import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { IMPORT_CHUNK_SIZE } from '../../../server/modules/parcels/csv-import';
import { moveParcel } from '../../../server/modules/parcels/move-parcel';
import { findParcelRow } from '../../../server/modules/parcels/parcel-repository';
import { createTestAppWithStaff, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

let t: TestApp, staff: string, admin: string, customer: string;
beforeAll(async () => {
  ({ t, staff, admin, customer } = await createTestAppWithStaff('860000'));
});
afterAll(() => t.close());

const importCsv = (csv: string, cookie = staff) =>
  as(t.app, cookie, { headers: { 'content-type': 'text/csv' } }).post('/api/staff/parcels/import', csv);
const parcelCount = () => countRows(t.db, 'parcels');

describe('who may use the staff API', () => {
  it.each([
    ['GET', '/api/staff/parcels/SF1456789012345'],
    ['POST', '/api/staff/parcels'],
    ['PATCH', '/api/staff/parcels/SF1456789012345'],
    ['POST', '/api/staff/parcels/import'],
  ] as const)('%s %s is 401 signed out and 403 for customers', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    const signedOut = await as(t.app).request(method, url, payload);
    expect(signedOut.statusCode).toBe(401);
    const asCustomer = await as(t.app, customer).request(method, url, payload);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ code: 403, message: 'Танд энэ үйлдлийг хийх эрх байхгүй', reason: 'STAFF_ONLY' });
  });

  it('admins may use it as well as staff', async () => {
    expect((await as(t.app, admin).get('/api/staff/parcels/SF1456789012345')).statusCode).toBe(200);
  });
});

describe('POST /api/staff/parcels', () => {
  it('registers a parcel (201) with its owner, price and first history row', async () => {
    const response = await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'yt9000000001', phone: '99112233', price: 5400 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      trackCode: 'YT9000000001',
      phone: '99112233',
      owner: { firstName: 'Бат', lastName: 'Дорж' },
      price: 5400,
      priceSource: 'MANUAL',
      weightKg: null,
      widthCm: null,
      heightCm: null,
      lengthCm: null,
      shelf: null,
      status: 'REGISTERED',
      state: 'ACTIVE',
      note: null,
      registeredBy: 'staff',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      history: [{ status: 'REGISTERED', at: expect.any(String) }],

      photos: [],
    });
    const check = await as(t.app).post('/api/package/check', { trackCode: 'YT9000000001' });
    expect(check.json().total).toBe(1);
  });

  it('leaves the price unknown (null, not 0) when none is given and accepts a starting status', async () => {
    const response = await as(t.app, staff).post('/api/staff/parcels', {
      trackCode: 'YT9000000002',
      phone: '99112233',
      status: 'RECEIVED',
    });
    expect(response.json()).toMatchObject({ price: null, status: 'RECEIVED', history: [{ status: 'RECEIVED' }] });
  });

  it('is 409 for a code that exists', async () => {
    const response = await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'sf1456789012345', phone: '99112233' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 409,
      message: 'Энэ трак кодтой ачаа бүртгэлтэй байна',
      reason: 'TRACK_CODE_TAKEN',
      // The demo's parcel: no staff account received it.
      existing: { status: expect.any(String), at: expect.any(String), by: null },
    });
  });

  it.each([
    [{ phone: '99112233' }, 'Трак код оруулна уу'],
    [{ trackCode: 'YT1', phone: 'abc' }, 'Утасны дугаар 8 оронтой тоо байна'],
    [{ trackCode: 'YT1', phone: '99112233', price: -5 }, 'Үнэ сөрөг байж болохгүй'],
    [{ trackCode: 'YT1', phone: '99112233', price: 10.5 }, 'Үнэ бүхэл тоо байна'],
    [{ trackCode: 'YT1', phone: '99112233', status: 'LOST' }, 'Ачааны төлөв буруу байна'],
  ])('is 400 for invalid input (%#)', async (payload, message) => {
    const response = await as(t.app, staff).post('/api/staff/parcels', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message });
  });
});

describe('GET /api/staff/parcels/{trackCode}', () => {
  it('answers the parcel with its owner phone and whole history, oldest first', async () => {
    const response = await as(t.app, staff).get('/api/staff/parcels/jt3098765432101');
    expect(response.statusCode).toBe(200);
    const parcel = response.json();
    expect(parcel).toMatchObject({ trackCode: 'JT3098765432101', phone: DEMO_CUSTOMER.phone, status: 'SENT' });
    expect(parcel.history.map((entry: { status: string }) => entry.status)).toEqual(['REGISTERED', 'RECEIVED', 'SENT']);
  });

  it('is 404 for unknown codes and 400 for malformed ones', async () => {
    expect((await as(t.app, staff).get('/api/staff/parcels/UNKNOWN1')).json()).toEqual({ code: 404, message: 'Ачаа олдсонгүй' });
    expect((await as(t.app, staff).get('/api/staff/parcels/bad%20code')).statusCode).toBe(400);
  });
});

describe('PATCH /api/staff/parcels/{trackCode}', () => {
  const patch = (code: string, payload: object) => as(t.app, staff).patch(`/api/staff/parcels/${code}`, payload);

  it('moves a parcel forward, one history row per change, and updates the price', async () => {
    await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'FLOW0001', phone: '91234567' });
    expect((await patch('FLOW0001', { status: 'RECEIVED', price: 12_000 })).json()).toMatchObject({ status: 'RECEIVED', price: 12_000 });
    expect((await patch('FLOW0001', { price: 13_000 })).json()).toMatchObject({ status: 'RECEIVED', price: 13_000 });
    expect((await patch('FLOW0001', { status: 'RECEIVED' })).statusCode).toBe(200);
    const final = (await patch('FLOW0001', { status: 'DELIVERED' })).json();
    // The moves, and each price edited by hand as an EDIT with what it changed (the customer's timeline shows moves only).
    expect(
      final.history.map(({ status, event, changes }: { status: string; event?: string; changes?: object }) => ({ status, event, changes })),
    ).toEqual([
      { status: 'REGISTERED', event: undefined, changes: undefined },
      { status: 'RECEIVED', event: undefined, changes: undefined },
      { status: 'RECEIVED', event: 'EDIT', changes: { price: { from: null, to: 12_000 } } },
      { status: 'RECEIVED', event: 'EDIT', changes: { price: { from: 12_000, to: 13_000 } } },
      { status: 'DELIVERED', event: undefined, changes: undefined },
    ]);
    expect((await patch('FLOW0001', { price: 13_000 })).json().history).toHaveLength(5);
    const timeline = (await as(t.app).get('/api/package/FLOW0001/history')).json();
    expect(timeline.history.map((entry: { status: string }) => entry.status)).toEqual(['REGISTERED', 'RECEIVED', 'DELIVERED']);
    const rows = await t.db
      .selectFrom('parcel_status_history')
      .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
      .select('parcel_status_history.changed_by')
      .where('parcels.track_code', '=', 'FLOW0001')
      .execute();
    expect(rows.slice(1).every((row) => row.changed_by !== null)).toBe(true);
  });

  it('records parallel price edits as one chain: each EDIT changes from the price the one before set', async () => {
    await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'FLOW0003', phone: '91234567' });
    // 50 at once, as a busy desk would: the row lock must serialise every one of them.
    const prices = Array.from({ length: 50 }, (_, index) => (index + 1) * 1_000);
    const answers = await Promise.all(prices.map((price) => patch('FLOW0003', { price })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(prices.map(() => 200));
    const { price, history } = (await as(t.app, staff).get('/api/staff/parcels/FLOW0003')).json();
    const edits = history
      .filter((entry: { event?: string }) => entry.event === 'EDIT')
      .map((entry: { changes: { price: { from: number | null; to: number } } }) => entry.changes.price);
    expect(edits).toHaveLength(prices.length);
    expect(edits[0].from).toBeNull();
    edits.slice(1).forEach((edit: { from: number }, index: number) => expect(edit.from).toBe(edits[index].to));
    expect(edits.at(-1).to).toBe(price);
  });

  it('refuses backward moves and moves out of FINISHED or BROKEN with 409 and a reason', async () => {
    await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'FLOW0002', phone: '91234567', status: 'SENT' });
    const backward = await patch('FLOW0002', { status: 'REGISTERED' });
    expect(backward.statusCode).toBe(409);
    expect(backward.json().message).toBe('Ачааны төлөвийг "Эрээн – УБ замд"-аас "Бүртгэгдсэн" руу буцаах боломжгүй');

    expect((await patch('FLOW0002', { status: 'BROKEN' })).statusCode).toBe(200);
    expect((await patch('FLOW0002', { status: 'FINISHED' })).json()).toEqual({
      code: 409,
      message: '"Гэмтэлтэй" ачааны төлөвийг өөрчлөх боломжгүй',
      reason: 'MOVE_REFUSED',
    });
    expect((await patch('JD0123456789012', { status: 'BROKEN' })).statusCode).toBe(409);
  });

  it('leaves the parcel untouched when a move is refused, price included', async () => {
    const before = (await as(t.app, staff).get('/api/staff/parcels/JD0123456789012')).json();
    expect((await patch('JD0123456789012', { status: 'SENT', price: 1 })).statusCode).toBe(409);
    expect((await as(t.app, staff).get('/api/staff/parcels/JD0123456789012')).json()).toEqual(before);
  });

  it('does not apply a move checked against a status another request has changed since', async () => {
    await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'RACE0001', phone: '91234567' });
    const stale = (await findParcelRow(t.db, 'RACE0001'))!;
    expect((await patch('RACE0001', { status: 'FINISHED' })).statusCode).toBe(200);
    expect((await moveParcel(t.db, { parcel: stale, to: 'RECEIVED', by: null })).outcome).toBe('changed-meanwhile');
    const parcel = (await as(t.app, staff).get('/api/staff/parcels/RACE0001')).json();
    expect(parcel.status).toBe('FINISHED');
    expect(parcel.history.map((entry: { status: string }) => entry.status)).toEqual(['REGISTERED', 'FINISHED']);
  });

  it('is 400 for an empty change and 404 for an unknown code', async () => {
    expect((await patch('FLOW0001', {})).json()).toEqual({ code: 400, message: 'Өөрчлөх төлөв эсвэл үнэ оруулна уу' });
    expect((await patch('NOSUCH01', { status: 'SENT' })).statusCode).toBe(404);
  });
});

describe('POST /api/staff/parcels/import', () => {
  it('creates new codes and updates known ones, with or without a header line', async () => {
    await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'IMP0001', phone: '91000000', price: 100 });
    const response = await importCsv('trackCode,phone,price\r\nimp0001,91000001,2500\nIMP0002,91000001,3000\n\nIMP0003,91000002,0\n');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1, errors: [] });
    expect((await as(t.app, staff).get('/api/staff/parcels/IMP0001')).json()).toMatchObject({
      phone: '91000001',
      price: 2500,
      status: 'REGISTERED',
    });
    expect((await as(t.app, staff).get('/api/staff/parcels/IMP0003')).json().history).toHaveLength(1);

    const headerless = await importCsv('IMP0004,91000003,1200');
    expect(headerless.json()).toEqual({ created: 1, updated: 0, errors: [] });
  });

  it('is all or nothing: a failure mid-import leaves no parcel of it behind', async () => {
    const before = await parcelCount();
    // The failing row sits in the second chunk: the whole first chunk and an update are already written.
    const codes = Array.from({ length: IMPORT_CHUNK_SIZE + 100 }, (_, index) => `BOOM${String(index).padStart(4, '0')}`);
    const failing = codes[IMPORT_CHUNK_SIZE + 50]!;
    await installFailingTrigger(failing);
    try {
      const response = await importCsv(['SF1456789012345,92000001,1', ...codes.map((code) => `${code},92000001,100`)].join('\n'));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'Серверийн алдаа гарлаа' });
    } finally {
      await removeFailingTrigger();
    }
    expect(await parcelCount()).toBe(before);
    expect((await as(t.app, staff).get(`/api/staff/parcels/${codes[0]}`)).statusCode).toBe(404);
    expect((await as(t.app, staff).get('/api/staff/parcels/SF1456789012345')).json().phone).toBe(DEMO_CUSTOMER.phone);
  });

  it('wants text/csv: JSON is a 415, and it is for staff only', async () => {
    expect((await as(t.app, staff).post('/api/staff/parcels/import', { rows: [] })).statusCode).toBe(415);
    expect((await importCsv('IMP0201,91000020,1', customer)).statusCode).toBe(403);
  });

  it('imports more than one chunk of rows', async () => {
    const lines = Array.from(
      { length: IMPORT_CHUNK_SIZE * 2 + 7 },
      (_, index) => `BULK${String(index).padStart(5, '0')},93000001,${index}`,
    );
    expect((await importCsv(lines.join('\n'))).json()).toEqual({ created: lines.length, updated: 0, errors: [] });
    expect((await importCsv(lines.join('\n'))).json()).toEqual({ created: 0, updated: lines.length, errors: [] });
    expect((await as(t.app, staff).get(`/api/staff/parcels/BULK${String(IMPORT_CHUNK_SIZE * 2 + 6).padStart(5, '0')}`)).json().price).toBe(
      IMPORT_CHUNK_SIZE * 2 + 6,
    );
  });

  it('refuses files over the size limit with 413', async () => {
    const line = 'IMP0000000000000000000001,91000020,100000\n';
    const response = await importCsv(line.repeat(Math.ceil((2 * 1024 * 1024) / line.length) + 10));
    expect(response.statusCode).toBe(413);
  });
});

/** A database trigger is the crash: the import code runs unchanged and fails on the third row. */
async function installFailingTrigger(trackCode: string) {
  if (t.engine === 'sqlite') {
    await sql
      .raw(
        `create trigger fail_import before insert on parcels when new.track_code = '${trackCode}' begin select raise(abort, 'forced failure'); end`,
      )
      .execute(t.db);
    return;
  }
  await sql
    .raw(
      `create function fail_import() returns trigger as $$ begin if new.track_code = '${trackCode}' then raise exception 'forced failure'; end if; return new; end $$ language plpgsql`,
    )
    .execute(t.db);
  await sql.raw('create trigger fail_import before insert on parcels for each row execute function fail_import()').execute(t.db);
}

async function removeFailingTrigger() {
  if (t.engine === 'sqlite') {
    await sql.raw('drop trigger fail_import').execute(t.db);
    return;
  }
  await sql.raw('drop trigger fail_import on parcels').execute(t.db);
  await sql.raw('drop function fail_import()').execute(t.db);
}
