import { as } from '../helpers/as-user';
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
    const response = await as(t.app, staff).post('/api/staff/warehouses', {
      name: `Агуулах ${state}`,
      address: 'Эрээн',
      phone: '77110000',
      state,
    });
    ids[state] = response.json().id;
  }
});
afterAll(() => t.close());

const listedIds = (body: { list: Array<{ id: number; state: string }> }) => body.list.map((warehouse) => warehouse.id);

describe('the public warehouse list', () => {
  it.each(['/api/warehouse?orgId=1', '/api/warehouse?orgId=1&state=ACTIVE'])('%s shows active warehouses only', async (url) => {
    const body = (await as(t.app).get(url)).json();
    expect(listedIds(body)).toContain(ids.ACTIVE);
    expect(listedIds(body)).not.toContain(ids.PENDING);
    expect(listedIds(body)).not.toContain(ids.DELETED);
    expect(body.list.every((warehouse: { state: string }) => warehouse.state === 'ACTIVE')).toBe(true);
    expect(body.total).toBe(body.list.length);
  });

  it.each(['PENDING', 'DELETED'])('state=%s answers an empty list, signed in as staff or not', async (state) => {
    expect((await as(t.app).get(`/api/warehouse?orgId=1&state=${state}`)).json()).toEqual({ list: [], total: 0 });
    expect((await as(t.app, staff).get(`/api/warehouse?orgId=1&state=${state}`)).json()).toEqual({
      list: [],
      total: 0,
    });
  });

  it('an unknown state is still a 400', async () => {
    expect((await as(t.app).get('/api/warehouse?orgId=1&state=GONE')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/warehouses', () => {
  it('lists every state for staff, in id order', async () => {
    const response = await as(t.app, staff).get('/api/staff/warehouses');
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
    expect((await as(t.app).get('/api/staff/warehouses')).statusCode).toBe(401);
    expect((await as(t.app, customer).get('/api/staff/warehouses')).statusCode).toBe(403);
  });
});
