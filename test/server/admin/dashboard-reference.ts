import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database';
import { ulaanbaatarDayEnd, ulaanbaatarDayStart } from '../../../server/modules/admin/ulaanbaatar-time';

/*
 * The dashboard's period counts as they were read straight from the history and the handovers
 * before dashboard_daily: the reference the triggers' running totals must equal after
 * any sequence of moves, undos, handovers and voids. A test helper, not the app's code.
 */

const rank = (column: RawBuilder<unknown>) =>
  sql`(case ${column} when 'REGISTERED' then 0 when 'RECEIVED' then 1 when 'SENT' then 2 when 'DELIVERED' then 3 when 'BROKEN' then 3 when 'FINISHED' then 4 end)`;
const FIGURE: Record<string, string> = {
  REGISTERED: 'registered',
  RECEIVED: 'received',
  SENT: 'sent',
  DELIVERED: 'arrived',
  FINISHED: 'deliveredToDoor',
};
const handedOverAtCounter = (parcelId: RawBuilder<unknown>) => sql`exists (
  select 1 from handover_parcels hp join handovers ho on ho.id = hp.handover_id
  where hp.parcel_id = ${parcelId} and ho.voided_at is null)`;

/** `figure|day` → count or money, as the queries before the summary table answered them. */
export async function referenceFigures(db: Db, from: string, to: string, warehouseId?: number): Promise<Record<string, number>> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const dayOf = (column: string) =>
    postgres
      ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`
      : sql<string>`substr(datetime(${sql.ref(column)}, '+8 hours'), 1, 10)`;
  const start = ulaanbaatarDayStart(from);
  const end = ulaanbaatarDayEnd(to);
  const byWarehouse = (column: string) =>
    warehouseId === undefined ? sql`` : sql`and ${sql.ref(column)} in (select id from users where warehouse_id = ${warehouseId})`;
  type Row = { key: string; day: string; count: number | string };
  const stages = await sql<Row>`
    select h.status as key, ${dayOf('h.changed_at')} as day, count(distinct h.parcel_id) as count
    from parcel_status_history h
    where h.changed_at >= ${start} and h.changed_at < ${end} and h.event = 'MOVE'
      and h.status in ('REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED')
      and ${rank(sql`(select p.status from parcels p where p.id = h.parcel_id)`)} >= ${rank(sql.ref('h.status'))}
      ${byWarehouse('h.changed_by')}
    group by h.status, ${dayOf('h.changed_at')}`.execute(db);
  const door = await sql<Row>`
    select 'FINISHED' as key, ${dayOf('h.changed_at')} as day, count(distinct h.parcel_id) as count
    from parcel_status_history h
    where h.changed_at >= ${start} and h.changed_at < ${end} and h.event = 'MOVE' and h.status = 'FINISHED'
      and (select p.status from parcels p where p.id = h.parcel_id) = 'FINISHED' and not ${handedOverAtCounter(sql.ref('h.parcel_id'))}
      ${byWarehouse('h.changed_by')}
    group by ${dayOf('h.changed_at')}`.execute(db);
  const money = await sql<Row>`
    select ho.method as key, ${dayOf('ho.created_at')} as day, sum(ho.total) as count
    from handovers ho
    where ho.created_at >= ${start} and ho.created_at < ${end} and ho.voided_at is null ${byWarehouse('ho.staff_id')}
    group by ho.method, ${dayOf('ho.created_at')}`.execute(db);
  const handed = await sql<Row>`
    select 'handedOver' as key, ${dayOf('ho.created_at')} as day, count(*) as count
    from handovers ho join handover_parcels hp on hp.handover_id = ho.id
    where ho.created_at >= ${start} and ho.created_at < ${end} and ho.voided_at is null ${byWarehouse('ho.staff_id')}
    group by ${dayOf('ho.created_at')}`.execute(db);
  const figures: Record<string, number> = {};
  for (const row of [...stages.rows, ...door.rows, ...money.rows, ...handed.rows]) {
    if (Number(row.count) !== 0) figures[`${FIGURE[row.key] ?? row.key}|${row.day}`] = Number(row.count);
  }
  return figures;
}

/** The same keys from dashboard_daily. */
export async function summaryFigures(db: Db, from: string, to: string, warehouseId?: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('dashboard_daily')
    .select(['figure', 'day', 'total'])
    .where('warehouse_id', '=', warehouseId ?? 0)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return Object.fromEntries(rows.filter((row) => Number(row.total) !== 0).map((row) => [`${row.figure}|${row.day}`, Number(row.total)]));
}
