import { PAYMENT_METHODS, WAITING_BUCKETS, type Dashboard, type PaymentMethod, type StageFigure } from '@contract';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import {
  addDays,
  datesBetween,
  daysBetween,
  ulaanbaatarDate,
  ulaanbaatarDayEnd,
  ulaanbaatarDayStart,
  ulaanbaatarWeekStart,
} from './ulaanbaatar-time';

/*
 * The owner's dashboard figures (issue 26), read from the history rows and the handovers. A stage
 * figure counts the parcels that entered the status in the period (a MOVE row; a parcel counts once
 * a day), except parcels whose move was taken back (their status is now behind it). docs/staff.md
 * gives every figure's meaning.
 */

export interface DashboardPeriod {
  from: string;
  to: string;
  /** Only the work of staff tied to this warehouse (moves by them, handovers at their counter). */
  warehouseId?: number | undefined;
}

/** How far along the flow a status is: an undone move leaves the parcel behind the status it had entered. */
const rank = (column: RawBuilder<unknown>) =>
  sql`(case ${column} when 'REGISTERED' then 0 when 'RECEIVED' then 1 when 'SENT' then 2 when 'DELIVERED' then 3 when 'BROKEN' then 3 when 'FINISHED' then 4 end)`;

const FIGURE_OF_STATUS: Record<string, StageFigure> = {
  REGISTERED: 'registered',
  RECEIVED: 'received',
  SENT: 'sent',
  DELIVERED: 'arrived',
  FINISHED: 'deliveredToDoor',
};

const emptyStages = (): Record<StageFigure, number> => ({
  registered: 0,
  received: 0,
  sent: 0,
  arrived: 0,
  handedOver: 0,
  deliveredToDoor: 0,
});
const emptyMoney = (): Record<PaymentMethod, number> =>
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>;

/** A handover still standing took money for the parcel: its FINISHED is the counter's, not the door's. */
const handedOverAtCounter = (parcelId: RawBuilder<unknown>) => sql`exists (
  select 1 from handover_parcels hp join handovers ho on ho.id = hp.handover_id
  where hp.parcel_id = ${parcelId} and ho.voided_at is null)`;

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const position = share * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function loadDashboard(db: Db, period: DashboardPeriod, now = new Date()): Promise<Dashboard> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The Ulaanbaatar date of a timestamp column, in SQL.
  const dayOf = (column: string) =>
    postgres
      ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`
      : sql<string>`substr(datetime(${sql.ref(column)}, '+8 hours'), 1, 10)`;
  const start = ulaanbaatarDayStart(period.from);
  const end = ulaanbaatarDayEnd(period.to);
  const byWarehouse = (column: string) =>
    period.warehouseId === undefined
      ? sql``
      : sql`and ${sql.ref(column)} in (select id from users where warehouse_id = ${period.warehouseId})`;

  const stageQuery = sql<{ status: string; day: string; count: number | string }>`
    select h.status as status, ${dayOf('h.changed_at')} as day, count(distinct h.parcel_id) as count
    from parcel_status_history h
    where h.changed_at >= ${start} and h.changed_at < ${end} and h.event = 'MOVE'
      and h.status in ('REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED')
      -- A look-up by primary key per history row: a join let PostgreSQL read every parcel, whatever the period.
      and ${rank(sql`(select p.status from parcels p where p.id = h.parcel_id)`)} >= ${rank(sql.ref('h.status'))}
      ${byWarehouse('h.changed_by')}
    group by h.status, ${dayOf('h.changed_at')}`;

  // Door deliveries on their own: a plain NOT EXISTS is an anti-join on handover_parcels' index, where
  // an OR with the other statuses made PostgreSQL hash every handover ever made.
  const doorQuery = sql<{ status: string; day: string; count: number | string }>`
    select 'FINISHED' as status, ${dayOf('h.changed_at')} as day, count(distinct h.parcel_id) as count
    from parcel_status_history h
    where h.changed_at >= ${start} and h.changed_at < ${end} and h.event = 'MOVE' and h.status = 'FINISHED'
      and (select p.status from parcels p where p.id = h.parcel_id) = 'FINISHED' and not ${handedOverAtCounter(sql.ref('h.parcel_id'))}
      ${byWarehouse('h.changed_by')}
    group by ${dayOf('h.changed_at')}`;

  const moneyQuery = sql<{ method: PaymentMethod; day: string; total: number | string }>`
    select ho.method as method, ${dayOf('ho.created_at')} as day, sum(ho.total) as total
    from handovers ho
    where ho.created_at >= ${start} and ho.created_at < ${end} and ho.voided_at is null ${byWarehouse('ho.staff_id')}
    group by ho.method, ${dayOf('ho.created_at')}`;

  // Money paid online (QPay) is taken when QPay confirms it, not at the counter (whose ONLINE
  // handover has nothing due). It belongs to no warehouse: a warehouse's figures leave it out.
  const onlineQuery = sql<{ method: PaymentMethod; day: string; total: number | string }>`
    select 'ONLINE' as method, ${dayOf('pa.paid_at')} as day, sum(pa.amount) as total
    from payments pa
    where pa.status = 'PAID' and pa.paid_at >= ${start} and pa.paid_at < ${end}
      ${period.warehouseId === undefined ? sql`` : sql`and 1 = 0`}
    group by ${dayOf('pa.paid_at')}`;

  const handedQuery = sql<{ day: string; count: number | string }>`
    select ${dayOf('ho.created_at')} as day, count(*) as count
    from handovers ho join handover_parcels hp on hp.handover_id = ho.id
    where ho.created_at >= ${start} and ho.created_at < ${end} and ho.voided_at is null ${byWarehouse('ho.staff_id')}
    group by ${dayOf('ho.created_at')}`;

  // Independent reads: PostgreSQL runs them at once on the pool's connections (SQLite, one after another).
  const [stageRows, doorRows, moneyRows, onlineRows, handedRows, waiting, transit] = await Promise.all([
    stageQuery.execute(db),
    doorQuery.execute(db),
    moneyQuery.execute(db),
    onlineQuery.execute(db),
    handedQuery.execute(db),
    waitingNow(db, now),
    transitByWeek(db, start, end, byWarehouse('a.changed_by')),
  ]);

  const perDay = new Map(datesBetween(period.from, period.to).map((date) => [date, { date, ...emptyStages(), collected: emptyMoney() }]));
  const totals = { ...emptyStages(), collected: emptyMoney() };
  for (const row of [...stageRows.rows, ...doorRows.rows]) {
    const figure = FIGURE_OF_STATUS[row.status]!;
    const day = perDay.get(row.day);
    if (day) day[figure] += Number(row.count);
    totals[figure] += Number(row.count);
  }
  for (const row of handedRows.rows) {
    const day = perDay.get(row.day);
    if (day) day.handedOver += Number(row.count);
    totals.handedOver += Number(row.count);
  }
  for (const row of [...moneyRows.rows, ...onlineRows.rows]) {
    const day = perDay.get(row.day);
    if (day) day.collected[row.method] += Number(row.total);
    totals.collected[row.method] += Number(row.total);
  }

  return {
    from: period.from,
    to: period.to,
    ...totals,
    ...waiting,
    transit,
    perDay: [...perDay.values()],
    generatedAt: now.toISOString(),
  };
}

/** The parcels waiting at Ulaanbaatar now (DELIVERED), by calendar days since their last arrival, and the fees still to collect. */
async function waitingNow(db: Db, now: Date): Promise<Pick<Dashboard, 'waiting' | 'toCollect' | 'oldest'>> {
  const today = ulaanbaatarDate(now);
  // A parcel waits 0–3 days when it arrived on or after the start of the day three days ago, and so on.
  const since = (days: number) => ulaanbaatarDayStart(addDays(today, -days));
  const waiting = sql`(
    select p.id, p.track_code, p.phone, p.shelf, p.price,
      (select max(h.changed_at) from parcel_status_history h where h.parcel_id = p.id and h.status = 'DELIVERED' and h.event = 'MOVE') as arrived_at,
      ${handedOverAtCounter(sql.ref('p.id'))} as paid
    from parcels p where p.status = 'DELIVERED' and p.state = 'ACTIVE')`;
  const counts = await sql<Record<'b0' | 'b1' | 'b2' | 'b3' | 'fees', number | string | null>>`
    select
      sum(case when w.arrived_at >= ${since(3)} then 1 else 0 end) as b0,
      sum(case when w.arrived_at < ${since(3)} and w.arrived_at >= ${since(7)} then 1 else 0 end) as b1,
      sum(case when w.arrived_at < ${since(7)} and w.arrived_at >= ${since(14)} then 1 else 0 end) as b2,
      sum(case when w.arrived_at < ${since(14)} or w.arrived_at is null then 1 else 0 end) as b3,
      sum(case when w.paid then 0 else coalesce(w.price, 0) end) as fees
    from ${waiting} w`.execute(db);
  const oldest = await sql<{
    track_code: string;
    phone: string;
    shelf: string | null;
    price: number | null;
    arrived_at: Date | string | null;
  }>`
    select w.track_code, w.phone, w.shelf, w.price, w.arrived_at from ${waiting} w
    where w.arrived_at is not null order by w.arrived_at, w.id limit 10`.execute(db);
  const row = counts.rows[0]!;
  const counted = [row.b0, row.b1, row.b2, row.b3].map((value) => Number(value ?? 0));
  return {
    waiting: Object.fromEntries(WAITING_BUCKETS.map((bucket, index) => [bucket, counted[index]!])) as Dashboard['waiting'],
    toCollect: Number(row.fees ?? 0),
    oldest: oldest.rows.map((parcel) => ({
      trackCode: parcel.track_code,
      phone: parcel.phone,
      shelf: parcel.shelf,
      fee: parcel.price === null ? null : Number(parcel.price),
      days: daysBetween(ulaanbaatarDate(toIso(parcel.arrived_at!)), today),
    })),
  };
}

/** Erenhot → Ulaanbaatar: hours from a parcel's last SENT to its arrival (DELIVERED) in the period, by the week it arrived. */
async function transitByWeek(db: Db, start: string, end: string, byWarehouse: RawBuilder<unknown>): Promise<Dashboard['transit']> {
  const rows = await sql<{ arrived_at: Date | string; sent_at: Date | string | null }>`
    select a.changed_at as arrived_at,
      (select max(s.changed_at) from parcel_status_history s
        where s.parcel_id = a.parcel_id and s.status = 'SENT' and s.event = 'MOVE' and s.changed_at <= a.changed_at) as sent_at
    from parcel_status_history a
    where a.status = 'DELIVERED' and a.event = 'MOVE' and a.changed_at >= ${start} and a.changed_at < ${end} ${byWarehouse}`.execute(db);
  const weeks = new Map<string, number[]>();
  for (const row of rows.rows) {
    if (row.sent_at === null) continue;
    const hours = (Date.parse(toIso(row.arrived_at)) - Date.parse(toIso(row.sent_at))) / 3_600_000;
    const week = ulaanbaatarWeekStart(toIso(row.arrived_at));
    const inWeek = weeks.get(week);
    if (inWeek) inWeek.push(hours);
    else weeks.set(week, [hours]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, hours]) => {
      const sorted = hours.sort((a, b) => a - b);
      return { week, parcels: sorted.length, medianHours: round1(percentile(sorted, 0.5)), p90Hours: round1(percentile(sorted, 0.9)) };
    });
}
