import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signInNewStaff('86000061');
});
afterAll(() => t.close());

const asStaff = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) => as(t.app, staff).request(method, url, payload);

describe('price is a JSON number: a non-negative whole one, or absent', () => {
  it.each([
    ['null', null],
    ['an empty string', ''],
    ['false', false],
    ['true', true],
    ['an empty array', []],
    ['a hex string', '0x10'],
    ['a digit string', '5'],
    ['a fraction', 1.5],
    ['a negative number', -1],
    ['an object', {}],
  ])('refuses %s on create and on change, and changes nothing', async (_what, price) => {
    const created = await asStaff('POST', '/api/staff/parcels', { trackCode: 'PRICE0001', phone: '91230061', price });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/^Үнэ /);
    const changed = await asStaff('PATCH', '/api/staff/parcels/SF1456789012345', { price });
    expect(changed.statusCode).toBe(400);
    expect((await as(t.app, staff).get('/api/staff/parcels/SF1456789012345')).json().price).toBe(12_300);
  });

  it('takes 0, a whole number, or no price (null: not known yet)', async () => {
    expect((await asStaff('POST', '/api/staff/parcels', { trackCode: 'PRICE0002', phone: '91230061' })).json().price).toBeNull();
    expect((await asStaff('POST', '/api/staff/parcels', { trackCode: 'PRICE0003', phone: '91230061', price: 0 })).json().price).toBe(0);
    expect((await asStaff('PATCH', '/api/staff/parcels/PRICE0003', { price: 15_400 })).json().price).toBe(15_400);
  });
});

describe('track codes start with a letter or digit', () => {
  it.each(['-', '---', '-1', '=1+2', '+7', '@SUM'])('%s is refused by staff registration, the public check and the path', async (code) => {
    const created = await asStaff('POST', '/api/staff/parcels', { trackCode: code, phone: '91230061' });
    expect(created.statusCode).toBe(400);
    const check = await as(t.app).post('/api/package/check', { trackCode: code });
    expect(check.statusCode).toBe(400);
    const path = await as(t.app, staff).get(`/api/staff/parcels/${encodeURIComponent(code)}`);
    expect(path.statusCode).toBe(400);
  });

  it('a dash inside a code is fine', async () => {
    expect((await asStaff('POST', '/api/staff/parcels', { trackCode: 'jd-0001-a', phone: '91230061' })).json().trackCode).toBe('JD-0001-A');
    expect((await asStaff('POST', '/api/staff/parcels', { trackCode: '-x', phone: '91230061' })).json().message).toBe(
      'Трак код үсэг эсвэл тоогоор эхэлнэ',
    );
  });
});

describe('warehouse and receiving-address phones', () => {
  const warehouse = { name: 'Утасны шалгалт', address: 'Эрээн' };
  const cargo = { consignee: '阿恰', region: '二连浩特市', address: '友谊路 8号' };

  it.each(['77115566', '+86 158 4890 9331', '(0479) 751-2345', '0479-7512345'])('accepts %s', async (phone) => {
    expect((await asStaff('POST', '/api/staff/warehouses', { ...warehouse, phone })).statusCode).toBe(201);
    expect((await asStaff('PUT', '/api/staff/warehouses/1/cargo-address', { ...cargo, phone })).statusCode).toBe(200);
  });

  it.each([
    ['call me', 'Утсанд зөвхөн тоо, зай, +, -, хаалт бичнэ'],
    ['12345', 'Утас 6–15 оронтой байна'],
    ['1234567890123456', 'Утас 6–15 оронтой байна'],
    ['86+12345678', 'Утсанд зөвхөн тоо, зай, +, -, хаалт бичнэ'],
    ['=1+2345678', 'Утсанд зөвхөн тоо, зай, +, -, хаалт бичнэ'],
  ])('refuses %s', async (phone, message) => {
    expect((await asStaff('POST', '/api/staff/warehouses', { ...warehouse, phone })).json()).toEqual({ code: 400, message });
    expect((await asStaff('PUT', '/api/staff/warehouses/1/cargo-address', { ...cargo, phone })).json()).toEqual({ code: 400, message });
  });
});

describe('prices per kg and m³ are whole, the rate has at most two decimals', () => {
  it.each([
    [{ kg: 3000.5, m3: 599, rate: 480 }, '1 кг-ийн үнэ бүхэл тоо байна'],
    [{ kg: 5e-324, m3: 599, rate: 480 }, '1 кг-ийн үнэ бүхэл тоо байна'],
    [{ kg: 3000, m3: 599.5, rate: 480 }, '1 м³-ийн үнэ бүхэл тоо байна'],
    [{ kg: 3000, m3: -1, rate: 480 }, '1 м³-ийн үнэ сөрөг байж болохгүй'],
    [{ kg: 3000, m3: 599, rate: 5e-324 }, 'Ханш 0.01-ээс бага байж болохгүй'],
    [{ kg: 3000, m3: 599, rate: 480.125 }, 'Ханш хамгийн ихдээ 2 аравтын оронтой байна'],
    [{ kg: 3000, m3: 599, rate: '480' }, 'Ханш тоо байна'],
  ])('refuses %o', async (prices, message) => {
    expect((await asStaff('PUT', '/api/staff/prices', prices)).json()).toEqual({ code: 400, message });
    expect((await as(t.app).get('/api/warehouse/1')).json().data.currency).toEqual({ kg: 3000, m3: 599, rate: 480 });
  });

  it.each([0.07, 482.5, 482.55, 0.01])('takes the rate %d', async (rate) => {
    expect((await asStaff('PUT', '/api/staff/prices', { kg: 3000, m3: 599, rate })).json()).toEqual({
      data: { currency: { kg: 3000, m3: 599, rate }, deliveryFee: 0 },
    });
    await asStaff('PUT', '/api/staff/prices', { kg: 3000, m3: 599, rate: 480 });
  });
});

describe('names and emails', () => {
  const register = (fields: Record<string, string>) =>
    as(t.app).post('/api/auth/register', { phone: '91230062', password: 'a-long-password', firstName: 'Бат', lastName: 'Дорж', ...fields });

  it.each(['user@монгол.мн', 'user@bücher.de', 'First.Last+cargo@xn--l1acc.mn'])('accepts the email %s', async (email) => {
    const response = await register({ email });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(email.toLowerCase());
    await t.db.deleteFrom('users').where('phone', '=', '91230062').execute();
  });

  it.each(['a@b', 'a b@c.mn', 'user@-монгол.мн', '.a@b.mn', 'a@b..mn', 'user@монгол.м'])('refuses the email %s', async (email) => {
    expect((await register({ email })).json()).toEqual({ code: 400, message: 'И-мэйл хаяг буруу байна' });
  });

  it.each([
    ['a right-to-left override', 'Бат\u202Eтаб'],
    ['a lone surrogate', 'Бат\uDC00'],
  ])('refuses %s in a name', async (_what, firstName) => {
    expect((await register({ firstName })).json()).toEqual({ code: 400, message: 'Нэр хэрэглэж болохгүй тэмдэгттэй байна' });
  });

  it('takes a name with an emoji (a surrogate pair is whole Unicode)', async () => {
    expect((await register({ firstName: 'Бат 🚚' })).json().firstName).toBe('Бат 🚚');
  });
});
