import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithStaff, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp, staff: string, customer: string;
beforeAll(async () => {
  ({ t, staff, customer } = await createTestAppWithStaff('860000'));
});
afterAll(() => t.close());

const warehouse = { name: 'Замын-Үүд агуулах', address: 'Замын-Үүд, Гаалийн бүс 3', phone: '77119900' };
const cargo = {
  consignee: '阿恰三号库',
  phone: '13900001111',
  region: '内蒙古自治区 锡林郭勒盟 二连浩特市',
  address: '二连浩特市 友谊路 8号',
};

describe('staff warehouses', () => {
  it('creates a warehouse (201) that the public list shows', async () => {
    const response = await as(t.app, staff).post('/api/staff/warehouses', warehouse);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: warehouse.name,
      address: warehouse.address,
      contactInfo: { phone: '77119900' },
      state: 'ACTIVE',
    });
    const list = (await as(t.app).get('/api/warehouse?orgId=1&state=ACTIVE')).json();
    expect(list.list.map((item: { id: number }) => item.id)).toContain(created.id);
  });

  it('edits a warehouse and can retire it from the public list', async () => {
    const { id } = (await as(t.app, staff).post('/api/staff/warehouses', warehouse)).json();
    const edited = await as(t.app, staff).put(`/api/staff/warehouses/${id}`, { ...warehouse, name: 'Шинэ нэр', state: 'DELETED' });
    expect(edited.json()).toMatchObject({ id, name: 'Шинэ нэр', state: 'DELETED' });
    const list = (await as(t.app).get('/api/warehouse?orgId=1&state=ACTIVE')).json();
    expect(list.list.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await as(t.app, staff).put('/api/staff/warehouses/9999', warehouse)).statusCode).toBe(404);
  });

  it('sets and replaces the cargo address; the zip code is optional', async () => {
    const { id } = (await as(t.app, staff).post('/api/staff/warehouses', warehouse)).json();
    expect((await as(t.app).get(`/api/cargoAddress/${id}`)).statusCode).toBe(404);

    const first = await as(t.app, staff).put(`/api/staff/warehouses/${id}/cargo-address`, { ...cargo, zipcode: '011100' });
    expect(first.json()).toEqual({ warehouse: { name: warehouse.name }, ...cargo, zipcode: '011100' });
    expect((await as(t.app).get(`/api/cargoAddress/${id}`)).json()).toEqual(first.json());

    const second = await as(t.app, staff).put(`/api/staff/warehouses/${id}/cargo-address`, { ...cargo, address: '二连浩特市 友谊路 10号' });
    expect(second.json()).toEqual({ warehouse: { name: warehouse.name }, ...cargo, address: '二连浩特市 友谊路 10号' });
    expect((await as(t.app).get(`/api/cargoAddress/${id}`)).json()).toEqual(second.json());
    expect(await t.db.selectFrom('cargo_addresses').select('id').where('warehouse_id', '=', id).execute()).toHaveLength(1);
  });

  it('is 404 for the cargo address of an unknown warehouse and 400 for a missing field', async () => {
    expect((await as(t.app, staff).put('/api/staff/warehouses/9999/cargo-address', cargo)).statusCode).toBe(404);
    const { consignee: _consignee, ...missing } = cargo;
    const response = await as(t.app, staff).put('/api/staff/warehouses/1/cargo-address', missing);
    expect(response.json()).toEqual({ code: 400, message: 'Хүлээн авагч оруулна уу' });
  });

  it('updates the prices the calculator reads', async () => {
    const response = await as(t.app, staff).put('/api/staff/prices', { kg: 3500, m3: 620, rate: 476.5 });
    expect(response.json()).toEqual({ data: { currency: { kg: 3500, m3: 620, rate: 476.5 }, deliveryFee: 0 } });
    expect((await as(t.app).get('/api/warehouse/1')).json()).toEqual(response.json());
    expect((await as(t.app, staff).put('/api/staff/prices', { kg: 3500, m3: 620, rate: 0 })).statusCode).toBe(400);
    expect((await as(t.app, staff).put('/api/staff/prices', { kg: '3500', m3: 620, rate: 480 })).json()).toEqual({
      code: 400,
      message: '1 кг-ийн үнэ тоо байна',
    });
  });

  it.each([
    ['POST', '/api/staff/warehouses'],
    ['PUT', '/api/staff/warehouses/1'],
    ['PUT', '/api/staff/warehouses/1/cargo-address'],
    ['PUT', '/api/staff/prices'],
  ] as const)('%s %s is 401 signed out and 403 for customers', async (method, url) => {
    expect((await as(t.app).request(method, url, {})).statusCode).toBe(401);
    expect((await as(t.app, customer).request(method, url, {})).statusCode).toBe(403);
  });
});
