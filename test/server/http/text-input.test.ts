import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAnswer } from '../helpers/import-answer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

let t: TestApp;
// Session cookies, and the ids of the records the PUT calls change.
let staff: string, customer: string;
let customerId: number, addressId: number, warehouseId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signInNewStaff('86000051');
  customerId = await t.createUser({ phone: '91230051', password: 'customer-password' });
  customer = await t.login('91230051', 'customer-password');
  addressId = (await call({ method: 'POST', url: '/api/address', who: 'customer', body: address })).json().id;
  warehouseId = (await call({ method: 'POST', url: '/api/staff/warehouses', who: 'staff', body: warehouse })).json().id;
});
afterAll(() => t.close());

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string | (() => string);
  who?: 'staff' | 'customer';
  body?: Record<string, unknown>;
}

function call({ method, url, who, body }: Endpoint) {
  const cookie = who === 'staff' ? staff : who === 'customer' ? customer : undefined;
  return as(t.app, cookie).request(method, typeof url === 'string' ? url : url(), body);
}

const address = {
  type: 'HOME',
  firstName: 'Алимаа',
  lastName: 'Бат',
  phone: '91230051',
  city: 'Улаанбаатар',
  district: 'Сүхбаатар',
  subdistrict: '1-р хороо',
  note: 'Орц 2',
};
const warehouse = { name: 'Эрээн – Туршилт', address: 'Эрээн хот, 5-р гудамж', phone: '+86 479 751 2345' };
const cargoAddress = { consignee: '阿恰', phone: '15848909331', region: '内蒙古 二连浩特市', address: '友谊路 8号', zipcode: '011100' };

/** Every write endpoint with a valid body; each text field in turn gets a forbidden character. */
const endpoints: Record<string, Endpoint> = {
  check: { method: 'POST', url: '/api/package/check', body: { trackCode: 'SF1456789012345' } },
  'check by phone': { method: 'POST', url: '/api/package/check', body: { phone: '99112233' } },
  login: { method: 'POST', url: '/api/auth/login', body: { phone: '91230051', password: 'customer-password' } },
  register: {
    method: 'POST',
    url: '/api/auth/register',
    body: { phone: '91239999', password: 'a-long-password', firstName: 'Нэр', lastName: 'Овог', email: 'a@b.mn' },
  },
  profile: {
    method: 'PUT',
    url: () => `/api/auth/user/${customerId}`,
    who: 'customer',
    body: { firstName: 'Нэр', lastName: 'Овог', phone: '91230051', email: 'a@b.mn' },
  },
  password: { method: 'POST', url: '/api/auth/password', who: 'customer', body: { currentPassword: 'x', newPassword: 'a-new-password' } },
  'new address': { method: 'POST', url: '/api/address', who: 'customer', body: address },
  'edit address': { method: 'PUT', url: () => `/api/address/${addressId}`, who: 'customer', body: address },
  'new parcel': {
    method: 'POST',
    url: '/api/staff/parcels',
    who: 'staff',
    body: { trackCode: 'TXT0001', phone: '91230051', status: 'SENT' },
  },
  'parcel move': { method: 'PATCH', url: '/api/staff/parcels/SF1456789012345', who: 'staff', body: { status: 'SENT' } },
  'new warehouse': { method: 'POST', url: '/api/staff/warehouses', who: 'staff', body: warehouse },
  'edit warehouse': {
    method: 'PUT',
    url: () => `/api/staff/warehouses/${warehouseId}`,
    who: 'staff',
    body: { ...warehouse, state: 'PENDING' },
  },
  'cargo address': { method: 'PUT', url: () => `/api/staff/warehouses/${warehouseId}/cargo-address`, who: 'staff', body: cargoAddress },
};

/** Fields that are the user's own wording: the text rule itself answers, in the field's name. */
const FREE_TEXT = new Set(['firstName', 'lastName', 'city', 'district', 'subdistrict', 'note', 'name', 'address', 'consignee', 'region']);

const FORBIDDEN = {
  NUL: '\u0000',
  'a bell': '\u0007',
  DEL: '\u007F',
  'a C1 control': '\u0085',
  'U+202E': '\u202E',
  'a lone surrogate': '\uD800',
};

const cases = Object.entries(endpoints).flatMap(([name, endpoint]) =>
  Object.entries(endpoint.body ?? {})
    .filter(([, value]) => typeof value === 'string')
    .flatMap(([field, value]) =>
      Object.entries(FORBIDDEN).map(([what, character]) => ({ name, endpoint, field, value: value as string, what, character })),
    ),
);

const tableSizes = () =>
  Promise.all(
    (['users', 'sessions', 'addresses', 'parcels', 'parcel_status_history', 'warehouses', 'cargo_addresses'] as const).map((table) =>
      countRows(t.db, table),
    ),
  );

describe('a forbidden character in any text field is a Mongolian 400 that changes nothing', () => {
  it.each(cases)('$name: $what in $field', async ({ endpoint, field, value, character }) => {
    const before = await tableSizes();
    // Inside the value, not at its ends, so trimming cannot remove it.
    const middle = Math.ceil(value.length / 2);
    const response = await call({
      ...endpoint,
      body: { ...endpoint.body, [field]: value.slice(0, middle) + character + value.slice(middle) },
    });
    if (field === 'password' || field === 'currentPassword') {
      // A login sends what was typed, and a password is only ever hashed: a wrong one (or a lock), not a 500.
      expect([400, 401, 429]).toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
      expect(response.json().message).toMatch(/[А-Яа-яӨөҮү]/);
      if (FREE_TEXT.has(field)) expect(response.json().message).toMatch(/хэрэглэж болохгүй тэмдэгттэй байна$/);
    }
    expect(await tableSizes()).toEqual(before);
  });

  it('refuses one in a CSV line too, as that line’s error', async () => {
    const response = await as(t.app, staff, { headers: { 'content-type': 'text/csv' } }).post(
      '/api/staff/parcels/import',
      'CSVNUL01,9123\u00000051,100\nCSV\u0000NUL02,91230051,100\nCSVNUL03,91230051,1\u000000\n',
    );
    expect(response.json()).toEqual(
      importAnswer({}, [
        [1, 'Утасны дугаар 8 оронтой тоо байна'],
        [2, 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
        [3, 'Үнэ тоо байна'],
      ]),
    );
  });

  it('takes the same text without the character (the table above is not refusing everything)', async () => {
    for (const name of ['new address', 'new warehouse', 'cargo address', 'register', 'new parcel'] as const) {
      expect((await call(endpoints[name]!)).statusCode).toBeLessThan(300);
    }
  });

  it('keeps tabs and line breaks in a note, which is typed in a textarea', async () => {
    const response = await call({ ...endpoints['new address']!, body: { ...address, note: 'Орц 2\nКод 1234\t#' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().note).toBe('Орц 2\nКод 1234\t#');
  });
});

describe('ids are 32-bit integers written in decimal digits', () => {
  it.each([
    '/api/warehouse?orgId=2147483648',
    '/api/warehouse?orgId=1e3',
    '/api/warehouse?orgId=0x1',
    '/api/warehouse?orgId=%201',
    '/api/warehouse?orgId=1&orgId=2',
    '/api/warehouse/2147483648',
    '/api/warehouse/0x1',
    '/api/cargoAddress/2147483648',
    '/api/cargoAddress/1e0',
    // QPay's callback names the payment in its query: digits only, as documented.
    '/api/payments/qpay/callback?payment=1e3',
    '/api/payments/qpay/callback?payment=0x10',
    '/api/payments/qpay/callback?payment=%205',
  ])('GET %s is a 400', async (url) => {
    const response = await as(t.app).get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[Дд]угаар буруу байна$/);
  });

  const outOfRange: Endpoint[] = [
    { method: 'GET', url: '/api/address/2147483648', who: 'customer' },
    { method: 'GET', url: '/api/auth/user/2147483648', who: 'customer' },
    { method: 'PUT', url: '/api/staff/warehouses/2147483648', who: 'staff', body: warehouse },
    { method: 'PUT', url: '/api/staff/warehouses/2147483648/cargo-address', who: 'staff', body: cargoAddress },
    { method: 'DELETE', url: '/api/address/99999999999', who: 'customer' },
    { method: 'POST', url: '/api/staff/claims/1e2/approve', who: 'staff' },
    { method: 'POST', url: '/api/staff/claims/1e2/refuse', who: 'staff', body: { reason: 'Таарахгүй' } },
  ];
  it.each(outOfRange)('$method $url is a 400', async (endpoint) => {
    expect((await call(endpoint)).statusCode).toBe(400);
  });

  it('2147483647 is still an id (an unknown one)', async () => {
    expect((await as(t.app).get('/api/warehouse?orgId=2147483647')).json()).toEqual({ list: [], total: 0 });
    expect((await as(t.app).get('/api/cargoAddress/2147483647')).statusCode).toBe(404);
  });
});
