import { as } from '../helpers/as-user';
import type { AuditList } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_OK, runAdmin } from '../../../server/cli/admin-commands';
import { findParcelRow } from '../../../server/modules/parcels/parcel-repository';
import { registerParcels } from '../../../server/modules/parcels/register-parcels';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../helpers/test-app';

/*
 * The audit's gaps closed: the admin command line's changes are audited with no actor and
 * `via: CLI`; a price set without a status change is a parcel.edit. SQLite and PostgreSQL.
 */

let t: TestApp;
let admin: string;
let staffId: number;

const cli = (...argv: string[]) => runAdmin(argv, { db: t.db, out: () => {}, err: () => {}, scryptParams: TEST_SCRYPT });
const audit = async (q: string) => (await as(t.app, admin).get(`/api/admin/audit?q=${q}`)).json<AuditList>();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.createUser({ phone: '88290001', password: 'admin-password', role: 'admin' });
  admin = await t.login('88290001', 'admin-password');
  staffId = await t.createUser({ phone: '88290002', password: 'staff-password', role: 'staff' });
});
afterAll(() => t.close());

describe('the admin command line in the audit', () => {
  it('writes one row per change, with no actor and via CLI, and none for a refused one', async () => {
    expect(await cli('create-user', '--phone', '88290003', '--password', 'first-password', '--role', 'admin', '--first-name', 'Бат')).toBe(
      EXIT_OK,
    );
    expect(await cli('set-role', '--phone', '88290003', '--role', 'staff')).toBe(EXIT_OK);
    expect(await cli('reset-password', '--phone', '88290003', '--password', 'second-password')).toBe(EXIT_OK);
    expect(await cli('create-user', '--phone', '88290003', '--password', 'third-password', '--role', 'staff')).not.toBe(EXIT_OK);
    const rows = (await audit('88290003')).list;
    expect(rows.map((row) => [row.action, row.via, row.actor])).toEqual([
      ['staff.password', 'CLI', null],
      ['staff.update', 'CLI', null],
      ['staff.create', 'CLI', null],
    ]);
    expect(rows[1]).toMatchObject({ before: { role: 'admin' }, after: { role: 'staff' } });
    expect(JSON.stringify(rows)).not.toMatch(/"password"\s*:|second-password/);
    // The app's own rows say so.
    expect((await audit('88290002')).list.every((row) => row.via === 'APP')).toBe(true);
  });
});

describe('a price set without a move', () => {
  it('is a parcel.edit with the price before and after, whether the same status is sent with it or not', async () => {
    const staff = await t.login('88290002', 'staff-password');
    await registerParcels(t.db, [{ trackCode: 'AG0001', phone: '99003300', price: null, status: 'RECEIVED' }], staffId);
    const patch = (payload: object) => as(t.app, staff).patch('/api/staff/parcels/AG0001', payload);
    expect((await patch({ status: 'RECEIVED', price: 7000 })).statusCode).toBe(200);
    expect((await patch({ price: 8000 })).statusCode).toBe(200);
    const rows = (await audit('AG0001')).list;
    expect(rows.map((row) => [row.action, row.before, row.after, row.actor?.id])).toEqual([
      ['parcel.edit', { price: 7000 }, { price: 8000 }, staffId],
      ['parcel.edit', { price: null }, { price: 7000 }, staffId],
      ['parcel.create', null, expect.anything(), staffId],
    ]);
    expect((await findParcelRow(t.db, 'AG0001'))!.price).toBe(8000);
  });
});

describe('weight and size measured again', () => {
  it('is a parcel.edit with the measures before and after, from the parcel view and from a CSV line alike', async () => {
    const staff = await t.login('88290002', 'staff-password');
    const send = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: object | string, contentType = 'application/json') =>
      as(t.app, staff, { headers: { 'content-type': contentType } }).request(method, url, payload);
    // An empty database has no organisation until one is made (the demo seed's, here by hand): prices need it.
    await t.db
      .insertInto('organizations')
      .values({ name: 'Ачаа Карго', created_at: new Date().toISOString(), contact_phones: '77001234', chat_url: 'https://m.me/achaacargo' })
      .execute();
    const priced = await send('PUT', '/api/staff/prices', { kg: 3000, m3: 599, rate: 480 });
    expect(priced.statusCode, priced.body).toBe(200);
    await registerParcels(
      t.db,
      [
        { trackCode: 'AG0002', phone: '99003301', price: null, status: 'RECEIVED' },
        { trackCode: 'AG0003', phone: '99003301', price: null, status: 'RECEIVED' },
      ],
      staffId,
    );
    expect((await send('PATCH', '/api/staff/parcels/AG0002', { weightKg: 2, widthCm: 10, heightCm: 10, lengthCm: 10 })).statusCode).toBe(
      200,
    );
    expect((await send('PATCH', '/api/staff/parcels/AG0002', { weightKg: 3.5 })).statusCode).toBe(200);
    const viewRows = (await audit('AG0002')).list;
    expect(viewRows[0]).toMatchObject({
      action: 'parcel.edit',
      before: { weightKg: 2, price: 6000 },
      after: { weightKg: 3.5, price: 10500 },
    });
    expect(viewRows[1]).toMatchObject({
      action: 'parcel.edit',
      before: { weightKg: null, widthCm: null, heightCm: null, lengthCm: null },
      after: { weightKg: 2, widthCm: 10, heightCm: 10, lengthCm: 10 },
    });

    // The same parcel measured by a CSV line: the file's row says what changed, by whom.
    const csv = 'trackCode,phone,price,weightKg,widthCm,heightCm,lengthCm\nAG0003,99003301,,4,20,20,20\n';
    expect((await send('POST', '/api/staff/parcels/import', csv, 'text/csv')).json()).toMatchObject({ updated: 1, errors: [] });
    const [edit] = (await audit('AG0003')).list;
    expect(edit).toMatchObject({
      action: 'parcel.edit',
      actor: { id: staffId },
      before: { weightKg: null, widthCm: null, heightCm: null, lengthCm: null },
      after: { weightKg: 4, widthCm: 20, heightCm: 20, lengthCm: 20 },
    });
  });
});
