import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/**
 * What PostgreSQL answered 500 to is refused by the contract on both engines: days outside
 * 2000–2099 (PostgreSQL has no year 0), a NUL in a search, ids past the `integer` column's 2^31 - 1.
 */
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
beforeAll(async () => {
  setup = await createTestAppWithStaff('86033');
});
afterAll(() => setup.t.close());

describe('days, searches and ids the database cannot hold are a 400 in Mongolian', () => {
  it.each([
    '/api/staff/reports/day?date=0000-01-01',
    '/api/staff/reports/day?date=0001-01-01',
    '/api/staff/my-work?date=0001-01-01',
    '/api/staff/handovers/export?from=0000-01-01&to=0000-01-02',
    '/api/admin/dashboard?from=0001-01-01&to=0001-01-02',
    '/api/admin/dashboard?from=2026-01-01&to=2100-01-01',
    '/api/admin/audit?from=0000-01-01',
    '/api/admin/audit?to=1999-12-31',
  ])('%s', async (url) => {
    const answer = await as(setup.t.app, setup.admin).get(url);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Огноо 2000–2099 оны хооронд байна');
  });

  it('a NUL in the audit search', async () => {
    const answer = await as(setup.t.app, setup.admin).get('/api/admin/audit?q=%00');
    expect(answer.json()).toEqual({ code: 400, message: 'Хайх утга хэрэглэж болохгүй тэмдэгттэй байна' });
  });

  it('a claim id past 2^31 - 1, and a warehouse id past it in a staff account', async () => {
    const staff = as(setup.t.app, setup.staff);
    expect((await staff.post('/api/staff/claims/2147483648/approve')).json()).toEqual({
      code: 400,
      message: 'Хүсэлтийн дугаар буруу байна',
    });
    expect((await staff.post('/api/staff/claims/2147483648/refuse', { reason: 'буруу' })).statusCode).toBe(400);
    const admin = as(setup.t.app, setup.admin);
    const [member] = (await admin.get('/api/admin/staff')).json().list as Array<{ id: number }>;
    const patched = await admin.patch(`/api/admin/staff/${member!.id}`, { warehouseId: 2_147_483_648 });
    expect(patched.json()).toEqual({ code: 400, message: 'Агуулахын дугаар буруу байна' });
    const created = await admin.post('/api/admin/staff', {
      phone: '86033999',
      firstName: 'Бат',
      lastName: 'Дорж',
      role: 'staff',
      password: 'a-long-password-1',
      warehouseId: 2_147_483_648,
    });
    expect(created.json()).toEqual({ code: 400, message: 'Агуулахын дугаар буруу байна' });
  });

  it('days inside the range still answer', async () => {
    expect((await as(setup.t.app, setup.admin).get('/api/staff/reports/day?date=2026-11-28')).statusCode).toBe(200);
    expect((await as(setup.t.app, setup.admin).get('/api/admin/dashboard?from=2026-11-01&to=2026-11-28')).statusCode).toBe(200);
  });
});
