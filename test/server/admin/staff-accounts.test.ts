import { as } from '../helpers/as-user';
import type { AuditList, StaffAccount } from '@contract';
import { apiMessages } from '@contract/api-messages';
import { reasonMessages } from '@contract/reason-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';

/* Staff accounts in the app, on SQLite and (with DATABASE_URL) PostgreSQL. */

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let adminId: number;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  as(setup.t.app, cookie).request(method, url, payload);
const me = (cookie: string) => call('GET', '/api/auth/me', cookie);
const newStaff = (phone: string, role: 'staff' | 'admin' = 'staff') =>
  call('POST', '/api/admin/staff', setup.admin, { phone, firstName: 'Болд', lastName: 'Бат', role, password: 'new-staff-pass' });

beforeAll(async () => {
  setup = await createTestAppWithStaff('8827');
  adminId = (await me(setup.admin)).json<{ id: number }>().id;
});
afterAll(() => setup.t.close());

describe('admins manage staff accounts', () => {
  it('adds a staff member (201) who signs in and works; the list shows them; staff and customers are refused', async () => {
    const created = await newStaff('88271001');
    expect(created.statusCode).toBe(201);
    expect(created.json<StaffAccount>()).toMatchObject({ phone: '88271001', role: 'staff', state: 'ACTIVE', warehouseId: null });
    const cookie = await setup.t.login('88271001', 'new-staff-pass');
    expect((await call('GET', '/api/staff/warehouses', cookie)).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/staff', setup.admin)).json<{ list: StaffAccount[] }>().list;
    expect(list.map((account) => account.phone)).toContain('88271001');
    expect(list.every((account) => account.role !== ('customer' as string))).toBe(true);
    expectApiError(await call('GET', '/api/admin/staff', setup.staff), 403);
    expectApiError(await call('GET', '/api/admin/staff', setup.customer), 403);
    expectApiError(await newStaff('88271001'), 409);
  });

  it('refuses bad input in Mongolian (a short password, a wrong role, an unknown warehouse)', async () => {
    const bad = (payload: object) =>
      call('POST', '/api/admin/staff', setup.admin, {
        phone: '88271009',
        firstName: 'А',
        lastName: 'Б',
        role: 'staff',
        password: 'long-enough-pw',
        ...payload,
      });
    expectApiError(await bad({ password: 'short' }), 400);
    expectApiError(await bad({ role: 'customer' }), 400);
    expectApiError(await bad({ warehouseId: 999999 }), 400);
  });

  it('disabling ends the member’s sessions at once and stops their sign-in; re-enabling lets them in again', async () => {
    const { id } = (await newStaff('88271002')).json<StaffAccount>();
    const cookie = await setup.t.login('88271002', 'new-staff-pass');
    const disabled = await call('PATCH', `/api/admin/staff/${id}`, setup.admin, { state: 'DISABLED' });
    expect(disabled.json<StaffAccount>().state).toBe('DISABLED');
    expectApiError(await me(cookie), 401);
    // The right password learns the account is closed (a reason to branch on); a wrong one learns nothing more than for any phone.
    const closed = await as(setup.t.app).post('/api/auth/login', { phone: '88271002', password: 'new-staff-pass' });
    expect(expectApiError(closed, 403)).toBe(reasonMessages.ACCOUNT_DISABLED);
    expect(closed.json<{ reason: string }>().reason).toBe('ACCOUNT_DISABLED');
    const guessed = await as(setup.t.app).post('/api/auth/login', { phone: '88271002', password: 'a-wrong-guess' });
    expect(expectApiError(guessed, 401)).toBe(apiMessages.badCredentials);
    expect(await setup.t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute()).toEqual([]);
    await call('PATCH', `/api/admin/staff/${id}`, setup.admin, { state: 'ACTIVE' });
    await expect(setup.t.login('88271002', 'new-staff-pass')).resolves.toContain('=');
  });

  it('a password reset signs the member out everywhere and the new password works', async () => {
    const { id } = (await newStaff('88271003')).json<StaffAccount>();
    const cookie = await setup.t.login('88271003', 'new-staff-pass');
    expect((await call('POST', `/api/admin/staff/${id}/password`, setup.admin, { password: 'reset-by-admin' })).statusCode).toBe(200);
    expectApiError(await me(cookie), 401);
    await expect(setup.t.login('88271003', 'reset-by-admin')).resolves.toContain('=');
  });

  it('ties a member to a warehouse and back to all', async () => {
    const { id } = (await newStaff('88271004')).json<StaffAccount>();
    const warehouse = await setup.t.db.selectFrom('warehouses').select('id').executeTakeFirstOrThrow();
    expect(
      (await call('PATCH', `/api/admin/staff/${id}`, setup.admin, { warehouseId: warehouse.id })).json<StaffAccount>().warehouseId,
    ).toBe(warehouse.id);
    expect((await call('PATCH', `/api/admin/staff/${id}`, setup.admin, { warehouseId: null })).json<StaffAccount>().warehouseId).toBeNull();
  });

  it('an admin cannot demote or disable themselves; the last admin stays', async () => {
    expectApiError(await call('PATCH', `/api/admin/staff/${adminId}`, setup.admin, { role: 'staff' }), 409);
    expectApiError(await call('PATCH', `/api/admin/staff/${adminId}`, setup.admin, { state: 'DISABLED' }), 409);
    const second = (await newStaff('88271005', 'admin')).json<StaffAccount>();
    const secondCookie = await setup.t.login('88271005', 'new-staff-pass');
    // Every other admin of the demo data is taken away first, so two are left: these two.
    const others = await setup.t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', 'not in', [adminId, second.id])
      .execute();
    for (const other of others)
      expect((await call('PATCH', `/api/admin/staff/${other.id}`, setup.admin, { role: 'staff' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/staff/${second.id}`, setup.admin, { role: 'staff' })).statusCode).toBe(200);
    // The demoted admin's session is a staff session now.
    expectApiError(await call('GET', '/api/admin/staff', secondCookie), 403);
    expectApiError(await call('PATCH', `/api/admin/staff/${adminId}`, setup.admin, { state: 'DISABLED' }), 409);
  });

  it('two admins disabling each other at once leave one admin (the admins’ rows are locked)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = (await newStaff(`8827200${round}`, 'admin')).json<StaffAccount>();
      const b = (await newStaff(`8827300${round}`, 'admin')).json<StaffAccount>();
      const [aCookie, bCookie] = await Promise.all([setup.t.login(a.phone, 'new-staff-pass'), setup.t.login(b.phone, 'new-staff-pass')]);
      // Only a and b are admins while they race.
      await setup.t.db
        .updateTable('users')
        .set({ role: 'staff' })
        .where('role', '=', 'admin')
        .where('id', 'not in', [a.id, b.id])
        .execute();
      const answers = await Promise.all([
        call('PATCH', `/api/admin/staff/${b.id}`, aCookie, { state: 'DISABLED' }),
        call('PATCH', `/api/admin/staff/${a.id}`, bCookie, { state: 'DISABLED' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409].sort());
      const admins = await setup.t.db.selectFrom('users').select('id').where('role', '=', 'admin').where('state', '=', 'ACTIVE').execute();
      expect(admins).toHaveLength(1);
      await setup.t.db.updateTable('users').set({ role: 'admin', state: 'ACTIVE' }).where('id', '=', adminId).execute();
    }
  });

  it('the audit shows each step, with no password in it', async () => {
    const audit = (await call('GET', '/api/admin/audit?q=88271002', setup.admin)).json<AuditList>();
    expect(audit.list.map((entry) => entry.action)).toEqual(['staff.update', 'staff.update', 'staff.create']);
    expect(audit.list[1]).toMatchObject({ before: { state: 'ACTIVE' }, after: { state: 'DISABLED' }, actor: { id: adminId } });
    const reset = (await call('GET', '/api/admin/audit?q=88271003', setup.admin)).json<AuditList>();
    expect(reset.list[0]!.action).toBe('staff.password');
    expect(JSON.stringify(reset)).not.toContain('reset-by-admin');
  });
});
