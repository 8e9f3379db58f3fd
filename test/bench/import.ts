import { loadavg } from 'node:os';
import { PARCEL_CSV_MAX_LINES } from '@contract';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/modules/auth/session-repository';
import { insertUser } from '../../server/modules/auth/user-repository';
import { SESSION_COOKIE } from '../../server/plugins/session';
import { createSchemaDatabase, createSqliteFileDatabase, type TestDatabase } from '../server/helpers/test-database';
import { formatTable } from './lib/table';

/**
 * `npm run bench:import`: a 20,000-line staff CSV import through the real route (session check,
 * csv-parse, validation, one transaction), first as 20,000 new codes, then the same codes again as
 * 20,000 updates, on SQLite and, with BENCH_DATABASE_URL=postgres://…, on PostgreSQL too (in a
 * schema of its own, dropped afterwards). Prints seconds per case; a script, never a timed test.
 */
const LINES = PARCEL_CSV_MAX_LINES;

const csvOf = (phone: string, price: (index: number) => number) =>
  [
    'trackCode,phone,price',
    ...Array.from({ length: LINES }, (_, index) => `BENCH${String(index).padStart(8, '0')},${phone},${price(index)}`),
  ].join('\n');

async function measure(name: string, engine: TestDatabase): Promise<string[][]> {
  const staff = await insertUser(engine.db, {
    phone: '70009999',
    passwordHash: 'not-used',
    firstName: 'Bench',
    lastName: 'Staff',
    email: null,
    role: 'staff',
    phoneVerified: true,
  });
  const { token } = await createSession(engine.db, staff.id, 60 * 60_000);
  const app = await buildApp({ database: engine.database });
  const rows: string[][] = [];
  try {
    for (const [label, csv] of [
      [`${LINES.toLocaleString('en-US')} new codes`, csvOf('99000001', (index) => index)],
      [`${LINES.toLocaleString('en-US')} updates`, csvOf('99000002', (index) => index + 1)],
    ] as const) {
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/staff/parcels/import',
        headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'text/csv' },
        payload: csv,
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (response.statusCode !== 200) throw new Error(`${name} ${label}: ${response.statusCode} ${response.body}`);
      const { created, updated, errors } = response.json() as { created: number; updated: number; errors: unknown[] };
      rows.push([name, label, `${seconds.toFixed(2)} s`, `${created} created, ${updated} updated, ${errors.length} errors`]);
    }
  } finally {
    await app.close();
  }
  return rows;
}

const engines: Array<[string, () => Promise<TestDatabase>]> = [['SQLite', () => createSqliteFileDatabase()]];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) engines.push(['PostgreSQL', () => createSchemaDatabase(postgresUrl, 'bench_import')]);
else console.log('BENCH_DATABASE_URL is not set: SQLite only.');

const rows: string[][] = [];
for (const [name, open] of engines) {
  const engine = await open();
  try {
    rows.push(...(await measure(name, engine)));
  } finally {
    await engine.drop();
  }
}
console.log(`Staff CSV import, ${LINES.toLocaleString('en-US')} lines (load average ${loadavg()[0]!.toFixed(2)})`);
console.log(formatTable(['engine', 'case', 'time', 'answer'], rows));
