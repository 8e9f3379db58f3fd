import type { Dashboard } from '@contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { ulaanbaatarWeekStart } from './ulaanbaatar-time';

/*
 * The dashboard's Erenhot → Ulaanbaatar transit: hours from a parcel's last SENT to its arrival
 * (DELIVERED) in the period, by the week it arrived (Monday, Ulaanbaatar), median and 90th
 * percentile. `transit_ms` is kept on the arrival row by its trigger (the 0280 migration).
 * PostgreSQL reduces a month's arrivals to a row a week itself (percentile_cont interpolates as
 * `percentile` below does, on the same doubles); SQLite hands the rows over.
 */

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const position = share * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const arrivals = (start: string, end: string, byWarehouse: RawBuilder<unknown>) => sql`parcel_status_history a
  where a.status = 'DELIVERED' and a.event = 'MOVE' and a.changed_at >= ${start} and a.changed_at < ${end}
    and a.transit_ms is not null ${byWarehouse}`;

export async function transitByWeek(
  db: Db,
  postgres: boolean,
  start: string,
  end: string,
  byWarehouse: RawBuilder<unknown>,
): Promise<Dashboard['transit']> {
  if (postgres) {
    const rows = await sql<{ week: string; parcels: string | number; median: number; p90: number }>`
      select to_char(weeks.monday, 'YYYY-MM-DD') as week, weeks.parcels, weeks.median, weeks.p90 from (
      select date_trunc('week', a.changed_at at time zone 'UTC' + interval '8 hours') as monday,
        count(*) as parcels,
        percentile_cont(0.5) within group (order by a.transit_ms / 3600000.0::float8) as median,
        percentile_cont(0.9) within group (order by a.transit_ms / 3600000.0::float8) as p90
      from ${arrivals(start, end, byWarehouse)}
      group by 1) weeks order by 1`.execute(db);
    return rows.rows.map((row) => ({
      week: row.week,
      parcels: Number(row.parcels),
      medianHours: round1(Number(row.median)),
      p90Hours: round1(Number(row.p90)),
    }));
  }
  const rows = await sql<{ arrived_at: Date | string; transit_ms: number | string }>`
    select a.changed_at as arrived_at, a.transit_ms from ${arrivals(start, end, byWarehouse)}`.execute(db);
  const weeks = new Map<string, number[]>();
  for (const row of rows.rows) {
    const week = ulaanbaatarWeekStart(toIso(row.arrived_at));
    const hours = weeks.get(week) ?? [];
    hours.push(Number(row.transit_ms) / 3_600_000);
    weeks.set(week, hours);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, hours]) => {
      const sorted = hours.sort((a, b) => a - b);
      return { week, parcels: sorted.length, medianHours: round1(percentile(sorted, 0.5)), p90Hours: round1(percentile(sorted, 0.9)) };
    });
}
