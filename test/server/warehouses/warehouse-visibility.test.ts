import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let staff: string;
let customer: string;
const ids: Record<'ACTIVE' | 'PENDING' | 'DELETED', number> = { ACTIVE: 0, PENDING: 0, DELETED: 0 };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signInNewStaff('86000071');
  customer = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  for (const state of ['ACTIVE', 'PENDING', 'DELETED'] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/warehouses',
      headers: { cookie: staff },
      payload: { name: `Агуулах ${state}`, address: 'Эрээн', phone: '77110000', state },
    });
    ids[state] = response.json().id;
  }
});
afterAll(() => t.close());

const listedIds = (body: { list: Array<{ id: number; state: string }> }) => body.list.map((warehouse) => warehouse.id);

describe('the public warehouse list', () => {
  it.each(['/api/warehouse?orgId=1', '/api/warehouse?orgId=1&state=ACTIVE'])('%s shows active warehouses only', async (url) => {
    const body = (await t.app.inject({ url })).json();
    expect(listedIds(body)).toContain(ids.ACTIVE);
    expect(listedIds(body)).not.toContain(ids.PENDING);
    expect(listedIds(body)).not.toContain(ids.DELETED);
    expect(body.list.every((warehouse: { state: string }) => warehouse.state === 'ACTIVE')).toBe(true);
    expect(body.total).toBe(body.list.length);
  });

  it.each(['PENDING', 'DELETED'])('state=%s answers an empty list, signed in as staff or not', async (state) => {
    expect((await t.app.inject({ url: `/api/warehouse?orgId=1&state=${state}` })).json()).toEqual({ list: [], total: 0 });
    expect((await t.app.inject({ url: `/api/warehouse?orgId=1&state=${state}`, headers: { cookie: staff } })).json()).toEqual({
      list: [],
      total: 0,
    });
  });

  it('an unknown state is still a 400', async () => {
    expect((await t.app.inject({ url: '/api/warehouse?orgId=1&state=GONE' })).statusCode).toBe(400);
  });
});

describe('GET /api/staff/warehouses', () => {
  it('lists every state for staff, in id order', async () => {
    const response = await t.app.inject({ url: '/api/staff/warehouses', headers: { cookie: staff } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(listedIds(body)).toEqual(expect.arrayContaining([ids.ACTIVE, ids.PENDING, ids.DELETED]));
    expect(body.list.find((warehouse: { id: number }) => warehouse.id === ids.DELETED)).toEqual({
      id: ids.DELETED,
      name: 'Агуулах DELETED',
      address: 'Эрээн',
      contactInfo: { phone: '77110000' },
      state: 'DELETED',
    });
    expect(listedIds(body)).toEqual([...listedIds(body)].sort((a, b) => a - b));
    expect(body.total).toBe(body.list.length);
  });

  it('is 401 signed out and 403 for customers', async () => {
    expect((await t.app.inject({ url: '/api/staff/warehouses' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/warehouses', headers: { cookie: customer } })).statusCode).toBe(403);
  });
});
