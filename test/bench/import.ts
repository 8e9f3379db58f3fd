import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { PARCEL_CSV_MAX_LINES } from '@contract';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/modules/auth/session-repository';
import { insertUser } from '../../server/modules/auth/user-repository';
import { IMPORT_CHUNK_SIZE } from '../../server/modules/parcels/csv-import';
import { registerParcels } from '../../server/modules/parcels/register-parcels';
import { SESSION_COOKIE } from '../../server/plugins/session';
import { as } from '../server/helpers/as-user';
import { createSchemaDatabase, createSqliteFileDatabase, type TestDatabase } from '../server/helpers/test-database';
import { formatTable } from './lib/table';
import { printAndKeep } from './lib/bench-results';

/**
 * `npm run bench:import`: a 20,000-line staff CSV import through the real route (session check,
 * csv-parse, validation, one transaction): 20,000 new codes, the same codes again as 20,000 updates,
 * and 20,000 codes customers pre-registered taken in (each a move of its own), on SQLite and, with
 * BENCH_DATABASE_URL=postgres://…, on PostgreSQL (in a schema of its own, dropped afterwards).
 * Each case runs twice side by side: on the database as migrated, and on one without the dashboard's
 * triggers (the floor: what the import costs without keeping dashboard_daily). The ratio is the
 * summary's cost; the target is on PostgreSQL, the production engine. A script, never a timed test.
 *
 * Both databases first hold a company's earlier work (PRIOR_PARCELS parcels across the statuses) and
 * its statistics (ANALYZE, as autovacuum keeps them): an import lands on a database that has a
 * history. On a fresh one, PostgreSQL plans the triggers' look-ups with no statistics at all; docs/owner.md
 * gives that case's figures.
 */
const LINES = PARCEL_CSV_MAX_LINES;
const PRIOR_PARCELS = Number(process.env.BENCH_IMPORT_PRIOR_PARCELS ?? 20_000);
/** Rounds of floor-then-summary; each figure is the median of its rounds (two cores, shared: one round is noise). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The summary may cost the production engine's import this much over the floor. */
const TARGET_RATIO = 1.5;

const codes = (prefix: string) => Array.from({ length: LINES }, (_, index) => `${prefix}${String(index).padStart(8, '0')}`);
const csvOf = (trackCodes: string[], phone: string, price: (index: number) => number) =>
  ['trackCode,phone,price', ...trackCodes.map((code, index) => `${code},${phone},${price(index)}`)].join('\n');

interface ImportCase {
  label: string;
  /** Writes what the case needs before it is timed (the customers' pre-registrations). */
  prepare?: (engine: TestDatabase) => Promise<void>;
  csv: string;
  expect: { created: number; updated: number };
}

const cases: ImportCase[] = [
  { label: 'new codes', csv: csvOf(codes('BENCH'), '99000001', (index) => index), expect: { created: LINES, updated: 0 } },
  { label: 'updates', csv: csvOf(codes('BENCH'), '99000002', (index) => index + 1), expect: { created: 0, updated: LINES } },
  {
    label: 'pre-registrations taken in',
    async prepare(engine) {
      const trackCodes = codes('PRE');
      for (let start = 0; start < trackCodes.length; start += IMPORT_CHUNK_SIZE) {
        const chunk = trackCodes.slice(start, start + IMPORT_CHUNK_SIZE);
        await registerParcels(
          engine.db,
          chunk.map((trackCode) => ({
            trackCode,
            phone: '99000003',
            price: null,
            status: 'REGISTERED' as const,
            registeredBy: 'customer' as const,
          })),
          null,
        );
      }
    },
    csv: csvOf(codes('PRE'), '99000003', (index) => index + 100),
    expect: { created: 0, updated: LINES },
  },
];

/** The floor: the same database without the triggers that keep dashboard_daily (migrations 0280, 0290). */
async function dropDashboardTriggers(engine: TestDatabase): Promise<void> {
  if (engine.engine === 'postgres') {
    const { rows } = await sql<{ name: string; table: string }>`select tgname as name, tgrelid::regclass::text as table
      from pg_trigger where tgname like 'dashboard\\_%' and not tgisinternal`.execute(engine.db);
    for (const { name, table } of rows) await sql.raw(`drop trigger ${name} on ${table}`).execute(engine.db);
  } else {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'trigger' and name like 'dashboard\\_%' escape '\\'`.execute(engine.db);
    for (const { name } of rows) await sql.raw(`drop trigger ${name}`).execute(engine.db);
  }
}

/** The company's earlier parcels, each in one of the stages, and the statistics a running database has. */
async function fillPriorWork(engine: TestDatabase): Promise<void> {
  const stages = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'FINISHED'] as const;
  for (let start = 0; start < PRIOR_PARCELS; start += IMPORT_CHUNK_SIZE) {
    const size = Math.min(IMPORT_CHUNK_SIZE, PRIOR_PARCELS - start);
    await registerParcels(
      engine.db,
      Array.from({ length: size }, (_, index) => ({
        trackCode: `PRIOR${String(start + index).padStart(8, '0')}`,
        phone: '99000004',
        price: 1000,
        status: stages[(start + index) % stages.length]!,
      })),
      null,
    );
  }
  await sql`analyze`.execute(engine.db);
}

/** Seconds per case, in the order of `cases`. */
async function measure(name: string, engine: TestDatabase): Promise<number[]> {
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
  const seconds: number[] = [];
  try {
    for (const { label, prepare, csv, expect } of cases) {
      await prepare?.(engine);
      const started = process.hrtime.bigint();
      const response = await as(app, `${SESSION_COOKIE}=${token}`, { headers: { 'content-type': 'text/csv' } }).post(
        '/api/staff/parcels/import',
        csv,
      );
      seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
      if (response.statusCode !== 200) throw new Error(`${name} ${label}: ${response.statusCode} ${response.body}`);
      const { created, updated, errors } = response.json() as { created: number; updated: number; errors: unknown[] };
      if (created !== expect.created || updated !== expect.updated || errors.length > 0) {
        throw new Error(`${name} ${label}: ${created} created, ${updated} updated, ${errors.length} errors`);
      }
    }
  } finally {
    await app.close();
  }
  return seconds;
}

const engines: Array<[string, (variant: string) => Promise<TestDatabase>]> = [['SQLite', () => createSqliteFileDatabase()]];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) engines.push(['PostgreSQL', (variant) => createSchemaDatabase(postgresUrl, `bench_import_${variant}`)]);
else console.log('BENCH_DATABASE_URL is not set: SQLite only.');

async function timed(name: string, open: (variant: string) => Promise<TestDatabase>, variant: 'kept' | 'floor'): Promise<number[]> {
  const engine = await open(variant);
  try {
    if (variant === 'floor') await dropDashboardTriggers(engine);
    await fillPriorWork(engine);
    return await measure(name, engine);
  } finally {
    await engine.drop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadAtStart = loadavg()[0]!;
const rows: string[][] = [];
for (const [name, open] of engines) {
  // The floor, then the summary, round after round: the same process on the same machine, interleaved.
  const rounds: Array<{ floor: number[]; kept: number[] }> = [];
  for (let round = 0; round < RUNS; round += 1)
    rounds.push({ floor: await timed(name, open, 'floor'), kept: await timed(name, open, 'kept') });
  cases.forEach(({ label }, index) => {
    const floor = median(rounds.map((round) => round.floor[index]!));
    const kept = median(rounds.map((round) => round.kept[index]!));
    const ratio = kept / floor;
    const target = name === 'PostgreSQL' ? `≤ ${TARGET_RATIO}× ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}` : '';
    rows.push([
      name,
      `${LINES.toLocaleString('en-US')} ${label}`,
      `${kept.toFixed(2)} s`,
      `${floor.toFixed(2)} s`,
      `${ratio.toFixed(2)}×`,
      target,
    ]);
  });
}
printAndKeep(
  'import',
  `Staff CSV import, ${LINES.toLocaleString('en-US')} lines, on ${PRIOR_PARCELS.toLocaleString('en-US')} earlier parcels, median of ${RUNS} (load average ${loadAtStart.toFixed(2)} → ${loadavg()[0]!.toFixed(2)})\n${formatTable(['engine', 'case', 'with the summary', 'without (floor)', 'ratio', 'target'], rows)}`,
);
