import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.createUser({ phone: '91110001', password: 'alice-password' });
  await t.createUser({ phone: '91110002', password: 'bob-password' });
  alice = await t.login('91110001', 'alice-password');
  bob = await t.login('91110002', 'bob-password');
});
afterAll(() => t.close());

const home = {
  type: 'HOME',
  firstName: 'Алимаа',
  lastName: 'Бат',
  phone: '91110001',
  city: 'Улаанбаатар',
  district: 'Сүхбаатар',
  subdistrict: '1-р хороо',
  note: 'Орц 2, 5 давхар',
};

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  as(t.app, cookie || undefined).request(method, url, payload);

describe('delivery addresses', () => {
  it('are created, listed, read, edited and deleted by their owner', async () => {
    const created = await request('POST', '/api/address', alice, home);
    expect(created.statusCode).toBe(201);
    const address = created.json();
    expect(address).toEqual({ id: expect.any(Number), ...home });

    expect((await request('GET', '/api/address', alice)).json()).toEqual({ list: [address], total: 1 });
    expect((await request('GET', `/api/address/${address.id}`, alice)).json()).toEqual(address);

    const edited = await request('PUT', `/api/address/${address.id}`, alice, { ...home, type: 'JOB', note: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...address, type: 'JOB', note: '' });

    expect((await request('DELETE', `/api/address/${address.id}`, alice)).statusCode).toBe(204);
    expect((await request('GET', `/api/address/${address.id}`, alice)).statusCode).toBe(404);
    expect((await request('GET', '/api/address', alice)).json()).toEqual({ list: [], total: 0 });
  });

  it('fills a missing note with an empty one', async () => {
    const { note: _note, ...withoutNote } = home;
    const created = await request('POST', '/api/address', alice, withoutNote);
    expect(created.json().note).toBe('');
  });

  it('of another user are not found: read, edit and delete all answer 404 and change nothing', async () => {
    const address = (await request('POST', '/api/address', alice, home)).json();
    for (const response of [
      await request('GET', `/api/address/${address.id}`, bob),
      await request('PUT', `/api/address/${address.id}`, bob, { ...home, city: 'Дархан' }),
      await request('DELETE', `/api/address/${address.id}`, bob),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Хаяг олдсонгүй' });
    }
    expect((await request('GET', `/api/address/${address.id}`, alice)).json()).toEqual(address);
    expect((await request('GET', '/api/address', bob)).json().list).toEqual([]);
  });

  it('need a session', async () => {
    expect((await request('GET', '/api/address')).statusCode).toBe(401);
    expect((await request('POST', '/api/address', undefined, home)).statusCode).toBe(401);
    expect((await request('DELETE', '/api/address/1')).statusCode).toBe(401);
  });

  it.each([
    [{ ...home, type: 'OFFICE' }, 'Хаягийн төрөл буруу байна'],
    [{ ...home, city: '' }, 'Хот / аймаг оруулна уу'],
    [{ ...home, phone: '12' }, 'Утасны дугаар 8 оронтой тоо байна'],
    [{ ...home, note: 'x'.repeat(501) }, 'Тайлбар 500 тэмдэгтээс урт байж болохгүй'],
  ])('refuse invalid input with 400 (%#)', async (payload, message) => {
    const response = await request('POST', '/api/address', alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message });
  });

  it('refuse a malformed id with 400 and an unknown one with 404', async () => {
    expect((await request('GET', '/api/address/abc', alice)).statusCode).toBe(400);
    expect((await request('PUT', '/api/address/0', alice, home)).statusCode).toBe(400);
    expect((await request('DELETE', '/api/address/424242', alice)).statusCode).toBe(404);
  });
});
