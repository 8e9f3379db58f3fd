import { PAYMENT_METHODS, WAITING_BUCKETS, type Dashboard, type DashboardFigures, type PaymentMethod, type StageFigure } from '@contract';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { transitByWeek } from './dashboard-transit';
import { addDays, datesBetween, daysBetween, ulaanbaatarDate, ulaanbaatarDayEnd, ulaanbaatarDayStart } from './ulaanbaatar-time';

/*
 * The owner's dashboard figures (issue 26). The period's counts are read from `dashboard_daily`, which
 * the writes' triggers keep per Ulaanbaatar day (a stage counts the parcels that entered the status
 * that day, once each, unless the move was taken back; the 0280 migration says each figure's rule);
 * online money, the parcels waiting now and the transit times are read as they are. docs/owner.md
 * gives every figure's meaning.
 */

export interface DashboardPeriod {
  from: string;
  to: string;
  /** Only the work of staff tied to this warehouse (moves by them, handovers at their counter). */
  warehouseId?: number | undefined;
}

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

/**
 * A handover still standing took money for the parcel. A count, not EXISTS: PostgreSQL hashed every
 * handover ever made for an EXISTS, where this looks up each waiting parcel's few rows by index.
 */
const handedOverAtCounter = (parcelId: RawBuilder<unknown>) => sql`(
  select count(*) from handover_parcels hp join handovers ho on ho.id = hp.handover_id
  where hp.parcel_id = ${parcelId} and ho.voided_at is null) > 0`;

export async function loadDashboard(db: Db, period: DashboardPeriod, now = new Date()): Promise<DashboardFigures> {
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

  // The counted figures, kept per day by the writes' triggers (the 0280 migration says how each is counted).
  const dailyQuery = db
    .selectFrom('dashboard_daily')
    .select(['day', 'figure', 'total'])
    .where('warehouse_id', '=', period.warehouseId ?? 0)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .where('total', '<>', 0);

  // Money paid online (QPay) is taken when QPay confirms it, not at the counter (whose ONLINE
  // handover has nothing due). It belongs to no warehouse: a warehouse's figures leave it out.
  const onlineQuery = sql<{ method: PaymentMethod; day: string; total: number | string }>`
    select 'ONLINE' as method, ${dayOf('pa.paid_at')} as day, sum(pa.amount) as total
    from payments pa
    where pa.status = 'PAID' and pa.paid_at >= ${start} and pa.paid_at < ${end}
      ${period.warehouseId === undefined ? sql`` : sql`and 1 = 0`}
    group by ${dayOf('pa.paid_at')}`;

  // Independent reads: PostgreSQL runs them at once on the pool's connections (SQLite, one after another).
  const [dailyRows, onlineRows, waiting, transit] = await Promise.all([
    dailyQuery.execute(),
    onlineQuery.execute(db),
    waitingNow(db, now),
    transitByWeek(db, postgres, start, end, byWarehouse('a.changed_by')),
  ]);

  const perDay = new Map(datesBetween(period.from, period.to).map((date) => [date, { date, ...emptyStages(), collected: emptyMoney() }]));
  const totals = { ...emptyStages(), collected: emptyMoney() };
  const money = new Set<string>(PAYMENT_METHODS);
  const daily = dailyRows.map((row) => ({ day: row.day, figure: row.figure, total: Number(row.total) }));
  for (const row of daily.filter((entry) => !money.has(entry.figure))) {
    const figure = row.figure as StageFigure;
    const day = perDay.get(row.day);
    if (day) day[figure] += row.total;
    totals[figure] += row.total;
  }
  const moneyRows = daily.filter((entry) => money.has(entry.figure)).map((row) => ({ ...row, method: row.figure as PaymentMethod }));
  for (const row of [...moneyRows, ...onlineRows.rows]) {
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
      p.last_arrived_at as arrived_at, ${handedOverAtCounter(sql.ref('p.id'))} as paid
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
