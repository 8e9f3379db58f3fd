import { calculateTransportFee, countParcelCsvLines, PARCEL_CSV_MAX_LINES } from '@contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { registerParcels } from '../../../server/modules/parcels/register-parcels';
import { importAnswer } from '../helpers/import-answer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ phone: '70000041', password: 'staff-password', role: 'staff' });
  staff = await t.login('70000041', 'staff-password');
  customer = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
});
afterAll(() => t.close());

const importCsv = (csv: string, contentType = 'text/csv') =>
  as(t.app, staff, { headers: { 'content-type': contentType } }).post('/api/staff/parcels/import', csv);
const staffParcel = async (trackCode: string) => (await as(t.app, staff).get(`/api/staff/parcels/${trackCode}`)).json();
const parcelCount = () => countRows(t.db, 'parcels');

describe('reading the CSV', () => {
  it('reads a quoted field with a comma as one field', async () => {
    const response = await importCsv('"QUOTE0001","91000001","1500"\nQUOTE0002,91000001,"1,500"\n');
    expect(response.json()).toEqual({ created: 1, updated: 0, errors: [{ line: 2, message: 'Үнэ тоо байна' }] });
    expect(await staffParcel('QUOTE0001')).toMatchObject({ phone: '91000001', price: 1500 });
  });

  it('reads CRLF, LF and CR-only line ends, and mixed ones, with the right line numbers', async () => {
    expect((await importCsv('trackCode,phone,price\r\nEOL0001,91000002,1\r\n\r\nEOL0002,9100,2\r\n')).json()).toEqual(
      importAnswer({ created: 1 }, [[4, 'Утасны дугаар 8 оронтой тоо байна']]),
    );
    expect((await importCsv('trackCode,phone,price\rEOL0003,91000002,3\r\rEOL0004,9100,4\r')).json()).toEqual(
      importAnswer({ created: 1 }, [[4, 'Утасны дугаар 8 оронтой тоо байна']]),
    );
    expect((await importCsv('EOL0005,91000002,5\r\nEOL0006,91000002,6\nEOL0007,91000002,7\rEOL0008,91000002,8')).json()).toEqual(
      importAnswer({ created: 4 }),
    );
  });

  it('drops a byte-order mark and matches header columns by name, in any order', async () => {
    const response = await importCsv('\uFEFFPhone, price ,Track_Code\r\n91000003,300,order0001\r\n');
    expect(response.json()).toEqual({ created: 1, updated: 0, errors: [] });
    expect(await staffParcel('ORDER0001')).toMatchObject({ phone: '91000003', price: 300 });
  });

  it('reports lines with extra or missing columns, named in the header’s order', async () => {
    const response = await importCsv('phone,price,trackCode\n91000004,400,COLS0001\n91000004,400\n91000004,400,COLS0003,extra\n');
    expect(response.json()).toEqual(
      importAnswer({ created: 1 }, [
        [3, 'Мөр "утас,үнэ,трак код" гэсэн 3 баганатай байна'],
        [4, 'Мөр "утас,үнэ,трак код" гэсэн 3 баганатай байна'],
      ]),
    );
  });

  it.each([
    ['trackCode,phone,note\nHDR0001,91000005,1\n', 'Толгой мөрөнд үл мэдэгдэх багана байна: "note"'],
    ['trackCode,phone\nHDR0001,91000005\n', 'Толгой мөрөнд "price" багана алга'],
    ['trackCode,phone,price,Track code\nHDR0001,91000005,1,HDR0001\n', 'Толгой мөрөнд "Track code" багана давхардсан байна'],
  ])('imports nothing under a header it cannot read (%#)', async (csv, message) => {
    const before = await parcelCount();
    expect((await importCsv(csv)).json()).toEqual({ created: 0, updated: 0, errors: [{ line: 1, message }] });
    expect(await parcelCount()).toBe(before);
  });

  it('skips lines of spaces or only commas', async () => {
    expect((await importCsv('BLANK0001,91000006,1\n   \n,,\n , , \nBLANK0002,91000006,2\n')).json()).toEqual(importAnswer({ created: 2 }));
  });

  it('reports each bad line by its number and imports the good ones: decimal-digit prices only, no formula-like codes', async () => {
    // Each line beside what the import says of it (nothing: taken).
    const lines: [line: string, refusal?: string][] = [
      ['trackCode,phone,price'],
      ['IMP0101,91000010,1000'],
      ['IMP0102,123,1000', 'Утасны дугаар 8 оронтой тоо байна'],
      ['IMP0103,91000010', 'Мөр "трак код,утас,үнэ" гэсэн 3 баганатай байна'],
      ['IMP0104,91000010,-1', 'Үнэ сөрөг байж болохгүй'],
      ['imp0101,91000011,5', 'Трак код 2-р мөрөнд давхардсан байна'],
      ['IMP0105,91000010,', 'Үнэ тоо байна'],
      ['STRICT01,91000007,0x10', 'Үнэ тоо байна'],
      ['STRICT02,91000007,1e3', 'Үнэ тоо байна'],
      ['STRICT03,91000007,+5', 'Үнэ тоо байна'],
      ['STRICT04,91000007, 12 '],
      ['-1,91000007,1', 'Трак код үсэг эсвэл тоогоор эхэлнэ'],
      ['---,91000007,1', 'Трак код үсэг эсвэл тоогоор эхэлнэ'],
    ];
    const response = await importCsv(lines.map(([line]) => line).join('\n'));
    const refused = lines.flatMap(([, refusal], index): [number, string][] => (refusal ? [[index + 1, refusal]] : []));
    expect(response.json()).toEqual(importAnswer({ created: 2 }, refused));
    expect(await staffParcel('STRICT04')).toMatchObject({ price: 12 });
    expect(await staffParcel('IMP0101')).toMatchObject({ phone: '91000010', price: 1000 });
  });

  it('answers 400 with the line for a quote that never closes, and imports nothing', async () => {
    const before = await parcelCount();
    const response = await importCsv('UNCL0001,91000008,1\n"UNCL0002,91000008,2\nUNCL0003,91000008,3\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^CSV файлын \d+-р мөрийг уншиж чадсангүй/);
    expect(await parcelCount()).toBe(before);
  });

  it('is 413 past the line limit, counting data lines only', async () => {
    const before = await parcelCount();
    const lines = Array.from({ length: PARCEL_CSV_MAX_LINES + 1 }, (_, index) => `L${index},91000009,1`);
    expect((await importCsv(`trackCode,phone,price\n${lines.join('\n')}`)).statusCode).toBe(413);
    expect(await parcelCount()).toBe(before);
  });
});

describe("the scale's columns", () => {
  it('prices a line by its weight and size with the calculator’s rule, lets a typed price win, and updates a known code', async () => {
    const prices = { kg: 3000, m3: 599, rate: 480 };
    const csv = [
      'trackCode,phone,price,weightKg,widthCm,heightCm,lengthCm',
      'SCALE0001,91000071,,3,50,40,60',
      'SCALE0002,91000071,5000,2,,,',
      'SCALE0003,91000071,,1.25,,,',
      'SCALE0004,91000071,2500,,,,',
    ].join('\n');
    expect((await importCsv(csv)).json()).toEqual({ created: 4, updated: 0, errors: [] });
    expect(await staffParcel('SCALE0001')).toMatchObject({
      price: calculateTransportFee({ weightKg: 3, widthCm: 50, heightCm: 40, lengthCm: 60 }, prices).fee,
      priceSource: 'RULE',
      weightKg: 3,
      widthCm: 50,
    });
    expect(await staffParcel('SCALE0002')).toMatchObject({ price: 5000, priceSource: 'MANUAL', weightKg: 2, widthCm: null });
    expect(await staffParcel('SCALE0003')).toMatchObject({ price: 3800, priceSource: 'RULE', weightKg: 1.25 });
    expect(await staffParcel('SCALE0004')).toMatchObject({ price: 2500, weightKg: null, priceSource: null });
    // Seven columns without a header are read in the documented order; a known code is re-weighed.
    expect((await importCsv('SCALE0004,91000071,,2,,,\n')).json()).toEqual({ created: 0, updated: 1, errors: [] });
    expect(await staffParcel('SCALE0004')).toMatchObject({ price: 6000, priceSource: 'RULE', weightKg: 2 });
  });

  it('refuses bad measures on their line and imports the rest', async () => {
    const before = await parcelCount();
    const csv = [
      'trackCode,phone,price,weightKg,widthCm,heightCm,lengthCm',
      'SCALEBAD1,91000072,,-1,,,',
      'SCALEBAD2,91000072,,1e3,,,',
      'SCALEBAD3,91000072,,,10,10,',
      'SCALEBAD4,91000072,,,,,',
      'SCALEBAD5,91000072,,2000,,,',
      'SCALEOK01,91000072,,0.5,,,',
    ].join('\n');
    expect((await importCsv(csv)).json()).toEqual({
      created: 1,
      updated: 0,
      errors: [
        { line: 2, message: 'Жин тоо байна' },
        { line: 3, message: 'Жин тоо байна' },
        { line: 4, message: 'Хэмжээнд өргөн, өндөр, уртыг гурвууланг нь оруулна уу' },
        { line: 5, message: 'Үнэ, эсвэл жин, хэмжээг оруулна уу' },
        { line: 6, message: 'Жин 1000 кг-аас их байж болохгүй' },
      ],
    });
    expect(await parcelCount()).toBe(before + 1);
  });
});

describe('the media type', () => {
  it.each(['Text/CSV', 'TEXT/csv; charset=UTF-8', 'text/csv;charset=utf-8'])('accepts %s', async (contentType) => {
    const code = `MEDIA${contentType.length}${contentType.charCodeAt(1)}`;
    expect((await importCsv(`${code},91000010,1`, contentType)).json()).toEqual({ created: 1, updated: 0, errors: [] });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'text/csvx'])('refuses %s with 415', async (contentType) => {
    const response = await importCsv('MEDIA9999,91000010,1', contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: 'Энэ төрлийн агуулгыг хүлээн авахгүй' });
  });
});

describe('the line count the staff screen previews', () => {
  it('counts data lines as the server reads them', () => {
    expect(countParcelCsvLines('YT1,99112233,100\r\n\r\nYT2,99112233,200\n   \nYT3,88001122,0\n')).toBe(3);
    expect(countParcelCsvLines('trackCode,phone,price\rYT1,99112233,100\rYT2,99112233,100\r')).toBe(2);
    expect(countParcelCsvLines('\uFEFFphone,trackCode,price\n,,\nYT1,99112233,100')).toBe(1);
    expect(countParcelCsvLines('YT1,99112233,100\ntrackCode,phone,price')).toBe(2);
    expect(countParcelCsvLines('')).toBe(0);
    expect(countParcelCsvLines('trackCode,phone,price\n\n')).toBe(0);
  });
});

describe('while an import holds the SQLite writer', () => {
  it('signed-in reads still answer: the session and the customer’s lists are read on the read-only connection', async () => {
    await t.db.transaction().execute(async (trx) => {
      await registerParcels(trx, [{ trackCode: 'HELD0001', phone: '91000011', price: 1, status: 'REGISTERED' }], null);
      for (const url of ['/api/auth/me', '/api/package', '/api/address']) {
        expect((await as(t.app, customer).get(url)).statusCode).toBe(200);
      }
      expect((await as(t.app, staff).get('/api/auth/me')).json().phone).toBe('70000041');
    });
  });
});

describe.runIf(/^postgres/.test(process.env.DATABASE_URL ?? ''))('racing another registration on PostgreSQL', () => {
  it('a code registered while the import is under way becomes an update, not a 500', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: (pid: number) => void;
    const holderPid = new Promise<number>((resolve) => (holding = resolve));
    // Another staff member's registration of RACEIMP2, not yet committed when the import looks it up.
    const registration = t.db.transaction().execute(async (trx) => {
      await registerParcels(trx, [{ trackCode: 'RACEIMP2', phone: '91000012', price: 1, status: 'REGISTERED' }], null);
      holding((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid);
      await released;
    });
    const pid = await holderPid;
    const importing = importCsv('RACEIMP1,91000013,100\nRACEIMP2,91000013,200\n');
    await waitUntil(
      async () => (await sql`select 1 from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(t.db)).rows.length > 0,
    );
    release();
    await registration;

    const response = await importing;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 1, errors: [] });
    // The owner and price change is recorded like any other the file makes.
    expect(await staffParcel('RACEIMP2')).toMatchObject({
      phone: '91000013',
      price: 200,
      history: [
        { status: 'REGISTERED' },
        { status: 'REGISTERED', event: 'EDIT', changes: { phone: { from: '91000012', to: '91000013' }, price: { from: 1, to: 200 } } },
      ],
    });
    expect(await staffParcel('RACEIMP1')).toMatchObject({ phone: '91000013', price: 100 });
  });
});

async function waitUntil(condition: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the import never reached the registration’s lock');
}
