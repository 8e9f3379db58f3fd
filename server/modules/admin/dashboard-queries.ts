import { PAYMENT_METHODS, WAITING_BUCKETS, type Dashboard, type DashboardFigures, type StageFigure } from '@contract';
import { emptyMoney, moneyByDay } from '../billing/money-report';
import { waitedSince, waitingDays } from '../billing/waiting-days';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { transitByWeek } from './dashboard-transit';
import { datesBetween, ulaanbaatarDayEnd, ulaanbaatarDayStart } from './ulaanbaatar-time';

/*
 * The owner's dashboard figures. The period's counts are read from `dashboard_daily`, which
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

/**
 * A handover still standing took money for the parcel. A count, not EXISTS: PostgreSQL hashed every
 * handover ever made for an EXISTS, where this looks up each waiting parcel's few rows by index.
 */
const handedOverAtCounter = (parcelId: RawBuilder<unknown>) => sql`(
  select count(*) from handover_parcels hp join handovers ho on ho.id = hp.handover_id
  where hp.parcel_id = ${parcelId} and ho.voided_at is null) > 0`;

export async function loadDashboard(db: Db, period: DashboardPeriod, now = new Date()): Promise<DashboardFigures> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
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

  // Independent reads: PostgreSQL runs them at once on the pool's connections (SQLite, one after another).
  const [dailyRows, moneyRows, waiting, transit] = await Promise.all([
    dailyQuery.execute(),
    // The money from the ledger, as the counter's day report counts it (billing's money report).
    moneyByDay(db, { start, end, warehouseId: period.warehouseId }),
    waitingNow(db, now, postgres),
    transitByWeek(db, postgres, start, end, byWarehouse('a.changed_by')),
  ]);

  const perDay = new Map(datesBetween(period.from, period.to).map((date) => [date, { date, ...emptyStages(), collected: emptyMoney() }]));
  const totals = { ...emptyStages(), collected: emptyMoney() };
  // The triggers' old money figures (one per handover method) are no longer read: the ledger is.
  const money = new Set<string>(PAYMENT_METHODS);
  const daily = dailyRows.map((row) => ({ day: row.day, figure: row.figure, total: Number(row.total) }));
  for (const row of daily.filter((entry) => !money.has(entry.figure))) {
    const figure = row.figure as StageFigure;
    const day = perDay.get(row.day);
    if (day) day[figure] += row.total;
    totals[figure] += row.total;
  }
  for (const row of moneyRows) {
    const day = perDay.get(row.day);
    if (day) day.collected[row.method] += row.total;
    totals.collected[row.method] += row.total;
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

type Waiting = Pick<Dashboard, 'waiting' | 'toCollect' | 'oldest'>;

/**
 * The parcels waiting now, on PostgreSQL without JIT compilation: the per-parcel look-up of a
 * handover makes the planner's estimate for the counts pass `jit_above_cost`, and compiling them took
 * 40–95 ms on every call (more than the query's own 40–85 ms over 1,000,000 parcels), the larger
 * part of the dashboard's time for a short period such as today.
 */
function waitingNow(db: Db, now: Date, postgres: boolean): Promise<Waiting> {
  if (!postgres) return readWaiting(db, now);
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return readWaiting(trx, now);
  });
}

/** The parcels waiting at Ulaanbaatar now (DELIVERED), by calendar days since their last arrival, and the fees still to collect. */
async function readWaiting(db: Db, now: Date): Promise<Waiting> {
  // Waited days by billing's one rule (whole days since arrival): 0–3 days is an arrival after the instant 4 days ago, and so on.
  const since = (days: number) => waitedSince(days, now);
  const waiting = sql`(
    select p.id, p.track_code, p.phone, p.shelf, p.price,
      p.last_arrived_at as arrived_at, ${handedOverAtCounter(sql.ref('p.id'))} as paid
    from parcels p where p.status = 'DELIVERED' and p.state = 'ACTIVE')`;
  const counts = await sql<Record<'b0' | 'b1' | 'b2' | 'b3' | 'fees', number | string | null>>`
    select
      sum(case when w.arrived_at > ${since(4)} then 1 else 0 end) as b0,
      sum(case when w.arrived_at <= ${since(4)} and w.arrived_at > ${since(8)} then 1 else 0 end) as b1,
      sum(case when w.arrived_at <= ${since(8)} and w.arrived_at > ${since(15)} then 1 else 0 end) as b2,
      sum(case when w.arrived_at <= ${since(15)} or w.arrived_at is null then 1 else 0 end) as b3,
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
      days: waitingDays(toIso(parcel.arrived_at!), now),
    })),
  };
}
