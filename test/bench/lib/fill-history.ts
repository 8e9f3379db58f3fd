import { sql } from 'kysely';
import { rebuildDashboardDaily } from '../../../server/db/migrations/2026-11-27-0280-dashboard-daily';
import type { TestDatabase } from '../../server/helpers/test-database';

/** The tables whose triggers keep dashboard_daily (PostgreSQL fills with them off, then rebuilds it once). */
const COUNTED_TABLES = ['parcels', 'parcel_status_history', 'handovers', 'handover_parcels'];

/** The flow's steps: status and days after registration. */
const STEPS = [
  ['REGISTERED', 0],
  ['RECEIVED', 1],
  ['SENT', 2],
  ['DELIVERED', 5],
  ['FINISHED', 8],
] as const;

/** `parcels` parcels over the year before `now`, with their history rows and handovers, generated inside the database. */
export async function fillDashboardHistory(engine: TestDatabase, now: Date, parcels: number): Promise<void> {
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
  // A row-by-row trigger over millions of rows would make the fill the bench; the summary is counted once after.
  if (postgres) for (const table of COUNTED_TABLES) await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
  // Parcel i is registered i·7919 minutes (mod a year) before now: spread evenly over the year.
  const numbers = postgres
    ? sql`select i from generate_series(1, ${parcels}) as i`
    : sql`with recursive series(i) as (select 1 union all select i + 1 from series where i < ${parcels}) select i from series`;
  // 64-bit arithmetic: i·7919 passes PostgreSQL's integer range past 271,000 parcels.
  const minutesAgo = postgres ? sql`((i::bigint * 7919) % 525600)` : sql`((i * 7919) % 525600)`;
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
      case ${status} else 'REGISTERED' end, 'ACTIVE', ${at(0)}, ${at(0)}, 'staff'
    from (${numbers}) as numbers`.execute(db);
  for (const [step, days] of STEPS) {
    await sql`insert into parcel_status_history (parcel_id, status, changed_by, changed_at, event)
      select i, ${step}, ${staffId}, ${at(days)}, 'MOVE' from (${numbers}) as numbers where ${at(days)} < ${nowText}`.execute(db);
  }
  // The handover at the parcel's FINISHED moment, computed as its history row was (no per-row look-up).
  const finishedAt = at(STEPS.at(-1)![1]);
  await sql`insert into handovers (id, phone, staff_id, method, total, amount_received, created_at)
    select i, '99' || substr('000000' || (i % 500000), -6, 6), ${staffId},
      case i % 3 when 0 then 'CASH' when 1 then 'CARD' else 'TRANSFER' end, 3000 + (i % 20) * 1000, 3000 + (i % 20) * 1000, ${finishedAt}
    from (${numbers}) as numbers where ${finishedAt} < ${nowText} and i % 5 <> 0`.execute(db);
  await sql`insert into handover_parcels (handover_id, parcel_id, fee) select id, id, total from handovers`.execute(db);
  if (postgres) {
    for (const table of COUNTED_TABLES) await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    // Statistics first: planned on freshly filled tables taken for empty, the rebuild's joins loop for minutes.
    await sql`analyze`.execute(db);
    await rebuildDashboardDaily(db);
    await sql`select setval(pg_get_serial_sequence('parcels', 'id'), ${parcels})`.execute(db);
    // As autovacuum leaves a table at rest: the rebuild's updated rows visible to index-only scans.
    await sql`vacuum analyze`.execute(db);
  } else await sql`analyze`.execute(db);
}
