import { as } from '../helpers/as-user';
import type { AuditEntry, AuditList } from '@contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';

/* The audit trail on SQLite and (with DATABASE_URL) PostgreSQL: one row per staff write, searchable, append-only. */

const PHONE = '99112233';
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let staffId: number;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) =>
  as(setup.t.app, cookie).request(method, url, payload);
const audit = async (query: string) => {
  const answer = await call('GET', `/api/admin/audit?${query}`, setup.admin);
  expect(answer.statusCode).toBe(200);
  return answer.json<AuditList>();
};
const actions = (list: AuditEntry[]) => list.map((entry) => entry.action).reverse();

beforeAll(async () => {
  setup = await createTestAppWithStaff('8828');
  staffId = (await call('GET', '/api/auth/me', setup.staff)).json<{ id: number }>().id;
});
afterAll(() => setup.t.close());

describe('every staff write leaves its audit row', () => {
  it('a parcel: created, edited, moved, the move undone; each row with who, before and after', async () => {
    expect((await call('POST', '/api/staff/parcels', setup.staff, { trackCode: 'AUD0001', phone: PHONE })).statusCode).toBe(201);
    expect((await call('PATCH', '/api/staff/parcels/AUD0001', setup.staff, { price: 4500 })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/staff/parcels/AUD0001', setup.staff, { status: 'RECEIVED' })).statusCode).toBe(200);
    expect((await call('POST', '/api/staff/parcels/AUD0001/undo', setup.staff, { from: 'REGISTERED', to: 'RECEIVED' })).statusCode).toBe(
      200,
    );
    const { list, total } = await audit('q=AUD0001');
    expect(total).toBe(4);
    expect(actions(list)).toEqual(['parcel.create', 'parcel.edit', 'parcel.move', 'parcel.undo']);
    const [undo, move, edit, create] = list;
    expect(create).toMatchObject({ object: 'AUD0001', before: null, after: { phone: PHONE, status: 'REGISTERED' } });
    expect(edit).toMatchObject({ before: { price: null }, after: { price: 4500 } });
    expect(move).toMatchObject({ before: { status: 'REGISTERED' }, after: { status: 'RECEIVED' } });
    expect(undo).toMatchObject({ before: { status: 'RECEIVED' }, after: { status: 'REGISTERED' } });
    expect(create!.actor).toEqual({ id: staffId, name: expect.any(String), phone: '882801' });
  });

  it('finds a parcel by the last characters read off its box, and by its customer’s phone; a staff member by their phone', async () => {
    expect((await call('POST', '/api/staff/parcels', setup.staff, { trackCode: 'AUDEND7391', phone: '99117391' })).statusCode).toBe(201);
    expect((await call('POST', '/api/staff/parcels', setup.staff, { trackCode: 'AUDEND7392', phone: '99117392' })).statusCode).toBe(201);
    expect((await audit('q=7391')).list.map((entry) => entry.object)).toEqual(['AUDEND7391']);
    // Three characters are too few to mean one box: only objects starting with them.
    expect((await audit('q=391')).list).toEqual([]);
    expect((await audit('q=99117392')).list.map((entry) => [entry.action, entry.object])).toEqual([['parcel.create', 'AUDEND7392']]);
    // A phone also finds what the person with it did.
    const byStaff = (await audit('q=882801')).list;
    expect(byStaff.length).toBeGreaterThan(0);
    expect(byStaff.every((entry) => entry.actor?.phone === '882801' || entry.object.startsWith('882801'))).toBe(true);
    // `%` and `_` stay letters at either end.
    expect((await audit('q=%25391')).list).toEqual([]);
  });

  it('the storage terms and the contacts: a row each with before and after; a refused change writes nothing', async () => {
    expect((await call('PUT', '/api/staff/storage-rule', setup.staff, { freeDays: 10, dailyFee: 500 })).statusCode).toBe(200);
    const contacts = { phones: ['77001234'], chatUrl: '', pickupPoints: [] };
    expect((await call('PUT', '/api/staff/contacts', setup.staff, contacts)).statusCode).toBe(200);
    expect((await call('PUT', '/api/staff/storage-rule', setup.staff, { freeDays: -1, dailyFee: 500 })).statusCode).toBe(400);
    const { list } = await audit('q=organization');
    expect(list.slice(0, 2).map((entry) => entry.action)).toEqual(['contacts.update', 'storage-rule.update']);
    expect(list[1]).toMatchObject({ before: { freeDays: 14, dailyFee: 0 }, after: { freeDays: 10, dailyFee: 500 } });
    expect(list[0]).toMatchObject({ after: { phones: ['77001234'] } });
    expect(list.filter((entry) => entry.action === 'storage-rule.update')).toHaveLength(1);
  });

  it('an import: one row for the file and one per parcel it created', async () => {
    const answer = await as(setup.t.app, setup.staff, { headers: { 'content-type': 'text/csv' } }).post(
      '/api/staff/parcels/import',
      'AUDIMP01,91000001,1000\nAUDIMP02,91000001,2000\n',
    );
    expect(answer.json()).toMatchObject({ created: 2 });
    expect((await audit('q=AUDIMP')).total).toBe(2);
    expect((await audit('q=import')).list[0]).toMatchObject({ action: 'parcel.import', after: { lines: 2, created: 2 } });
  });

  it('a handover and its undo, by the customer’s phone; a refused handover writes nothing', async () => {
    await call('POST', '/api/staff/parcels', setup.staff, { trackCode: 'AUD0002', phone: PHONE, weightKg: 2, status: 'DELIVERED' });
    const before = (await audit(`q=${PHONE}`)).total;
    expectApiError(
      await call('POST', '/api/staff/handovers', setup.staff, { trackCodes: ['AUD0002'], method: 'CASH', amountReceived: 1 }),
      409,
    );
    expect((await audit(`q=${PHONE}`)).total).toBe(before);
    const { id } = (
      await call('POST', '/api/staff/handovers', setup.staff, { trackCodes: ['AUD0002'], method: 'CASH', amountReceived: 6000 })
    ).json<{
      id: number;
    }>();
    expect((await call('POST', `/api/staff/handovers/${id}/undo`, setup.staff)).statusCode).toBe(200);
    // The phone finds its parcels' rows too; the handover's own two are the newest of their kind.
    const list = (await audit(`q=${PHONE}`)).list.filter((entry) => entry.action.startsWith('handover.'));
    expect(actions(list.slice(0, 2))).toEqual(['handover.create', 'handover.undo']);
    expect(list[1]).toMatchObject({ after: { handoverId: id, method: 'CASH', total: 6000, trackCodes: ['AUD0002'] } });
    expect(actions((await audit('q=AUD0002')).list)).toEqual(['parcel.create', 'parcel.move', 'parcel.undo']);
  });

  it('warehouses, their receiving address and the prices, with what they were before', async () => {
    const created = await call('POST', '/api/staff/warehouses', setup.staff, { name: 'Замын-Үүд', address: 'Төв', phone: '99001122' });
    const { id } = created.json<{ id: number }>();
    await call('PUT', `/api/staff/warehouses/${id}`, setup.staff, { name: 'Замын-Үүд 2', address: 'Төв', phone: '99001122' });
    const cargo = { consignee: 'Ачаа', phone: '99001122', region: 'Эрээн', address: 'Гудамж 1', zipcode: '' };
    await call('PUT', `/api/staff/warehouses/${id}/cargo-address`, setup.staff, cargo);
    const rows = (await audit(`q=warehouse:${id}`)).list;
    expect(actions(rows)).toEqual(['warehouse.create', 'warehouse.update', 'cargo-address.update']);
    expect(rows[1]).toMatchObject({ before: { name: 'Замын-Үүд' }, after: { name: 'Замын-Үүд 2' } });
    expect((await call('PUT', '/api/staff/prices', setup.staff, { kg: 3500, m3: 600, rate: 480 })).statusCode).toBe(200);
    expect((await audit('q=prices')).list[0]).toMatchObject({
      action: 'prices.update',
      before: { kg: expect.any(Number) },
      after: { kg: 3500 },
    });
  });

  it('the counter’s account help: a phone verified and a password reset', async () => {
    await setup.t.createUser({ phone: '88289001', password: 'customer-pass', phoneVerified: false });
    await call('POST', '/api/staff/customers/88289001/verify', setup.staff);
    // A password reset is the admin's, sent by SMS (its audit row is tested with the SMS fake in auth/): staff are refused, and nothing is written.
    expectApiError(await call('POST', '/api/staff/customers/88289001/password-reset', setup.staff, { reason: 'Утсаа мартсан' }), 403);
    expect(actions((await audit('q=88289001')).list)).toEqual(['customer.phone-verified']);
  });
});

describe('searching the audit', () => {
  it('by person and by period (Ulaanbaatar dates); only admins', async () => {
    const mine = await audit(`actor=${staffId}`);
    expect(mine.total).toBeGreaterThan(10);
    expect(mine.list.every((entry) => entry.actor?.id === staffId)).toBe(true);
    expect((await audit('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await audit(`from=${today}&to=${today}`)).total).toBe((await audit('')).total);
    expectApiError(await call('GET', '/api/admin/audit', setup.staff), 403);
    expectApiError(await call('GET', '/api/admin/audit?from=2026-13-01', setup.admin), 400);
    expectApiError(await call('GET', '/api/admin/audit?actor=abc', setup.admin), 400);
    // Numbers in a query are decimal digits: `1e3` is not 1000.
    for (const offset of ['1e3', '0x10', '-1', '%201', '1000001'])
      expectApiError(await call('GET', `/api/admin/audit?offset=${offset}`, setup.admin), 400);
    expect((await call('GET', '/api/admin/audit?offset=0', setup.admin)).statusCode).toBe(200);
  });

  it('treats % and _ as letters', async () => {
    expect((await audit('q=%25')).total).toBe(0);
  });
});

describe('append-only', () => {
  it('the database refuses to change or delete an audit row', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(setup.t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(setup.t.db)).rejects.toThrow(/append-only/);
    expect((await audit('')).total).toBeGreaterThan(0);
  });
});
