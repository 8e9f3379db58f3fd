import { loadavg } from 'node:os';
import { ulaanbaatarDay } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { loadDashboard } from '../../server/modules/admin/dashboard-queries';
import { createSchemaDatabase, createSqliteFileDatabase, type TestDatabase } from '../server/helpers/test-database';
import { formatTable } from './lib/table';

/**
 * `npm run bench:dashboard`: the owner's dashboard over a big history. Fills BENCH_DASHBOARD_PARCELS
 * parcels (1,000,000 by default) spread over a year, each with its history rows through the flow
 * (registered, +1 day received, +2 sent, +5 arrived, +8 finished, up to now) and a handover for four
 * in five finished ones, generated inside the database; then times the dashboard's queries (no cache)
 * for today, 7 and 30 days. SQLite, and PostgreSQL with BENCH_DATABASE_URL=postgres://… (a schema of
 * its own, dropped afterwards). Target: under 300 ms for 30 days on PostgreSQL. A script, not a test.
 */
const PARCELS = Number(process.env.BENCH_DASHBOARD_PARCELS ?? 1_000_000);
const RUNS = 3;
const TARGET_MS = 300;
/** The flow's steps: status and days after registration. */
const STEPS = [
  ['REGISTERED', 0],
  ['RECEIVED', 1],
  ['SENT', 2],
  ['DELIVERED', 5],
  ['FINISHED', 8],
] as const;

async function fill(engine: TestDatabase, now: Date): Promise<void> {
  const { db } = engine;
  const postgres = engine.engine === 'postgres';
  const { id: staffId } = await db
    .insertInto('users')
    .values({
      phone: '70009998',
      password_hash: 'not-used',
      first_name: 'Bench',
      last_name: 'Staff',
      email: null,
      role: 'staff',
      state: 'ACTIVE',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nowText = now.toISOString();
  // Parcel i is registered i·7919 minutes (mod a year) before now: spread evenly over the year.
  const numbers = postgres
    ? sql`select i from generate_series(1, ${PARCELS}) as i`
    : sql`with recursive series(i) as (select 1 union all select i + 1 from series where i < ${PARCELS}) select i from series`;
  const minutesAgo = sql`((i * 7919) % 525600)`;
  const at = (days: number) =>
    postgres
      ? sql`(${nowText}::timestamptz - ${minutesAgo} * interval '1 minute' + ${days} * interval '1 day')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${nowText}, '-' || ${minutesAgo} || ' minutes', '+' || ${days} || ' days')`;
  // The last step already reached: its status is the parcel's.
  const status = sql.join(
    [...STEPS].reverse().map(([step, days]) => sql`when ${at(days)} < ${nowText} then ${step}`),
    sql` `,
  );
  await sql`insert into parcels (id, track_code, phone, price, status, state, created_at, updated_at, registered_by)
    select i, 'BENCH' || i, '99' || substr('000000' || (i % 500000), -6, 6), 3000 + (i % 20) * 1000,
      case ${status} end, 'ACTIVE', ${at(0)}, ${at(0)}, 'staff'
    from (${numbers}) as numbers`.execute(db);
  for (const [step, days] of STEPS) {
    await sql`insert into parcel_status_history (parcel_id, status, changed_by, changed_at, event)
      select i, ${step}, ${staffId}, ${at(days)}, 'MOVE' from (${numbers}) as numbers where ${at(days)} < ${nowText}`.execute(db);
  }
  await sql`insert into handovers (id, phone, staff_id, method, total, amount_received, created_at)
    select p.id, p.phone, ${staffId}, case p.id % 3 when 0 then 'CASH' when 1 then 'CARD' else 'TRANSFER' end, p.price, p.price, p.updated_at
    from parcels p where p.status = 'FINISHED' and p.id % 5 <> 0`.execute(db);
  await sql`update handovers set created_at = (
    select h.changed_at from parcel_status_history h where h.parcel_id = handovers.id and h.status = 'FINISHED')`.execute(db);
  await sql`insert into handover_parcels (handover_id, parcel_id, fee) select id, id, total from handovers`.execute(db);
  if (postgres) {
    await sql`select setval(pg_get_serial_sequence('parcels', 'id'), ${PARCELS})`.execute(db);
    await sql`analyze`.execute(db);
  } else await sql`analyze`.execute(db);
}

async function time(db: Db, from: string, to: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    await loadDashboard(db, { from, to });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

const engines: Array<[string, () => Promise<TestDatabase>]> = [['SQLite', () => createSqliteFileDatabase()]];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) engines.push(['PostgreSQL', () => createSchemaDatabase(postgresUrl, 'bench_dashboard')]);
else console.log('BENCH_DATABASE_URL is not set: SQLite only.');

const rows: string[][] = [];
for (const [name, open] of engines) {
  const engine = await open();
  try {
    const now = new Date();
    const filling = process.hrtime.bigint();
    await fill(engine, now);
    const fillSeconds = Number(process.hrtime.bigint() - filling) / 1e9;
    const today = ulaanbaatarDay(now);
    const daysBack = (days: number) => ulaanbaatarDay(new Date(now.getTime() - (days - 1) * 86_400_000));
    for (const [label, from] of [
      ['today', today],
      ['7 days', daysBack(7)],
      ['30 days', daysBack(30)],
    ] as const) {
      const times = await time(engine.db, from, today);
      const median = times[Math.floor(times.length / 2)]!;
      const target =
        name === 'PostgreSQL' && label === '30 days' ? (median < TARGET_MS ? `< ${TARGET_MS} ms: met` : `< ${TARGET_MS} ms: MISSED`) : '';
      rows.push([
        name,
        label,
        `${median.toFixed(0)} ms`,
        `${times[0]!.toFixed(0)}–${times.at(-1)!.toFixed(0)} ms`,
        target,
        `filled in ${fillSeconds.toFixed(0)} s`,
      ]);
    }
  } finally {
    await engine.drop();
  }
}
console.log(`Owner's dashboard over ${PARCELS.toLocaleString('en-US')} parcels (load average ${loadavg()[0]!.toFixed(2)})`);
console.log(formatTable(['engine', 'period', 'median', 'range', 'target', 'data'], rows));
