import { loadavg } from 'node:os';
import { ulaanbaatarDay } from '@contract';
import { createDatabase, type Db } from '../../server/db/database';
import { loadDashboard } from '../../server/modules/admin/dashboard-queries';
import { createSchemaDatabase, createSqliteFileDatabase, type TestDatabase } from '../server/helpers/test-database';
import { fillDashboardHistory } from './lib/fill-history';
import { formatTable } from './lib/table';
import { printAndKeep } from './lib/bench-results';

/**
 * `npm run bench:dashboard`: the owner's dashboard over a big history. Fills BENCH_DASHBOARD_PARCELS
 * parcels (1,000,000 by default) spread over a year, each with its history rows through the flow
 * (registered, +1 day received, +2 sent, +5 arrived, +8 finished, up to now) and a handover for four
 * in five finished ones, generated inside the database; then times the dashboard's queries (no cache)
 * for today, 7 and 30 days: on PostgreSQL first cold (the first answer of a fresh connection pool, as
 * after a restart: new connections, nothing planned yet; the server's shared buffers cannot be emptied
 * from here), then three times warm. SQLite, and PostgreSQL with BENCH_DATABASE_URL=postgres://… (a
 * schema of its own, dropped afterwards). Target: every period, today included, under 300 ms on
 * PostgreSQL, cold and warm. A script, not a test.
 */
const PARCELS = Number(process.env.BENCH_DASHBOARD_PARCELS ?? 1_000_000);
const RUNS = 3;
const TARGET_MS = 300;
async function time(db: Db, from: string, to: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    await loadDashboard(db, { from, to });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

/** The first answer of a fresh pool on the same schema: new connections, no statement planned yet. */
async function coldTime(url: string, schema: string, from: string, to: string): Promise<number> {
  const { db } = createDatabase({ kind: 'postgres', url, schema });
  try {
    const started = process.hrtime.bigint();
    await loadDashboard(db, { from, to });
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    await db.destroy();
  }
}

// BENCH_DASHBOARD_SQLITE=off times PostgreSQL alone (filling a million parcels twice takes a while).
const engines: Array<[string, () => Promise<TestDatabase>]> =
  process.env.BENCH_DASHBOARD_SQLITE === 'off' ? [] : [['SQLite', () => createSqliteFileDatabase()]];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) engines.push(['PostgreSQL', () => createSchemaDatabase(postgresUrl, 'bench_dashboard')]);
else console.log('BENCH_DATABASE_URL is not set: SQLite only.');

const rows: string[][] = [];
let missed = false;
for (const [name, open] of engines) {
  const engine = await open();
  try {
    const now = new Date();
    const filling = process.hrtime.bigint();
    await fillDashboardHistory(engine, now, PARCELS);
    const fillSeconds = Number(process.hrtime.bigint() - filling) / 1e9;
    const today = ulaanbaatarDay(now);
    const daysBack = (days: number) => ulaanbaatarDay(new Date(now.getTime() - (days - 1) * 86_400_000));
    for (const [label, from] of [
      ['today', today],
      ['7 days', daysBack(7)],
      ['30 days', daysBack(30)],
    ] as const) {
      const cold = engine.schema && postgresUrl ? await coldTime(postgresUrl, engine.schema, from, today) : undefined;
      const times = await time(engine.db, from, today);
      const median = times[Math.floor(times.length / 2)]!;
      const met = median < TARGET_MS && (cold === undefined || cold < TARGET_MS);
      if (name === 'PostgreSQL' && !met) missed = true;
      rows.push([
        name,
        label,
        cold === undefined ? '' : `${cold.toFixed(0)} ms`,
        `${median.toFixed(0)} ms`,
        `${times[0]!.toFixed(0)}–${times.at(-1)!.toFixed(0)} ms`,
        name === 'PostgreSQL' ? `< ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'}` : '',
        `filled in ${fillSeconds.toFixed(0)} s`,
      ]);
    }
  } finally {
    await engine.drop();
  }
}
printAndKeep(
  'dashboard',
  `Owner's dashboard over ${PARCELS.toLocaleString('en-US')} parcels (load average ${loadavg()[0]!.toFixed(2)})\n${formatTable(['engine', 'period', 'cold', 'warm median', 'warm range', 'target', 'data'], rows)}`,
);
if (missed) process.exitCode = 1;
