import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.createUser({ phone: '70000051', password: 'staff-password', role: 'staff' });
  staff = await t.login('70000051', 'staff-password');
});
afterAll(() => t.close());

const importCsv = (csv: string, query = '') =>
  as(t.app, staff, { headers: { 'content-type': 'text/csv' } }).post(`/api/staff/parcels/import${query}`, csv);
const staffParcel = async (trackCode: string) => (await as(t.app, staff).get(`/api/staff/parcels/${trackCode}`)).json();

describe('POST /api/staff/parcels/import?dryRun=1', () => {
  it('lists new parcels, changed fields of known ones and line errors, and writes nothing', async () => {
    expect((await importCsv('trackCode,phone,price\nPRE0001,91000001,1500\nPRE0002,91000001,2000\n')).statusCode).toBe(200);
    const parcels = await countRows(t.db, 'parcels');
    const history = await countRows(t.db, 'parcel_status_history');

    const csv = 'trackCode,phone,price\nPRE0001,95000002,1500\nPRE0002,91000001,2000\nPRE0003,91000003,700\nPRE0004,123,5\n';
    const preview = await importCsv(csv, '?dryRun=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      created: [{ line: 4, trackCode: 'PRE0003', phone: '91000003', price: 700 }],
      updated: [{ line: 2, trackCode: 'PRE0001', changes: { phone: { from: '91000001', to: '95000002' } } }],
      unchanged: 1,
      errors: [{ line: 5, message: 'Утасны дугаар 8 оронтой тоо байна' }],
    });
    expect(await countRows(t.db, 'parcels')).toBe(parcels);
    expect(await countRows(t.db, 'parcel_status_history')).toBe(history);
    expect((await staffParcel('PRE0001')).phone).toBe('91000001');
  });

  it('refuses another dryRun value with a Mongolian 400', async () => {
    const answer = await importCsv('PRE0009,91000001,1\n', '?dryRun=yes');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, message: expect.any(String) });
  });
});

describe('the import itself', () => {
  it('records an owner or price change as its own history row, with the old and new values', async () => {
    await importCsv('HIS0001,91000011,1000\nHIS0002,91000011,1000\n');
    await importCsv('HIS0001,95000012,1200\nHIS0002,91000011,1000\n');
    const changed = await staffParcel('HIS0001');
    expect(changed.phone).toBe('95000012');
    expect(changed.history).toEqual([
      { status: 'REGISTERED', at: expect.any(String) },
      {
        status: 'REGISTERED',
        at: expect.any(String),
        event: 'EDIT',
        changes: { phone: { from: '91000011', to: '95000012' }, price: { from: 1000, to: 1200 } },
      },
    ]);
    expect((await staffParcel('HIS0002')).history).toHaveLength(1);
  });
});
