import { MONEY_METHODS, ulaanbaatarDayRange, type DayReport, type Handover } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { moneyBetween } from '../billing/money-report';
import { waitingDays } from '../billing/waiting-days';
import { handoverIdsBetween, loadHandovers } from './handover-repository';

/** The day's money by method from the ledger (billing's money report, as the dashboard counts it). */
async function moneyOfDay(db: Db, date: string, warehouseId?: number): Promise<Pick<DayReport, 'byMethod' | 'total'>> {
  const { start, end } = ulaanbaatarDayRange(date);
  const { byMethod, receipts } = await moneyBetween(db, { start, end, warehouseId });
  return {
    byMethod: MONEY_METHODS.map((method) => ({ method, payments: receipts[method], total: byMethod[method] })),
    total: MONEY_METHODS.reduce((sum, method) => sum + byMethod[method], 0),
  };
}

/** Parcels waiting at Ulaanbaatar (DELIVERED), the longest-waiting first, since their arrival. */
async function waitingParcels(db: Db): Promise<DayReport['waiting']> {
  const base = db.selectFrom('parcels').where('status', '=', 'DELIVERED').where('state', '=', 'ACTIVE');
  const totals = await base
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('price').as('fee')])
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['track_code', 'phone', 'price', 'shelf', 'updated_at'])
    .select((eb) =>
      eb
        .selectFrom('parcel_status_history')
        .select((history) => history.fn.max('changed_at').as('at'))
        .whereRef('parcel_status_history.parcel_id', '=', 'parcels.id')
        .where('parcel_status_history.status', '=', 'DELIVERED')
        .as('arrived_at'),
    )
    .orderBy('arrived_at')
    .orderBy('id')
    .limit(200)
    .execute();
  const now = new Date();
  return {
    count: Number(totals.count),
    totalFee: Number(totals.fee ?? 0),
    parcels: rows.map((row) => {
      const since = toIso(row.arrived_at ?? row.updated_at);
      return {
        trackCode: row.track_code,
        phone: row.phone,
        fee: row.price,
        shelf: row.shelf,
        since,
        days: waitingDays(since, now),
      };
    }),
  };
}

/** "Тайлан" of one Ulaanbaatar day: its handovers and money by method (optionally one warehouse's staff), and the parcels waiting. */
export async function loadDayReport(db: Db, date: string, warehouseId?: number): Promise<DayReport> {
  const { start, end } = ulaanbaatarDayRange(date);
  const list = await loadHandovers(db, await handoverIdsBetween(db, start, end, 500, warehouseId));
  const standing = list.filter((handover) => handover.voidedAt === null);
  return {
    date,
    handovers: standing.length,
    parcels: standing.reduce((sum, handover) => sum + handover.parcels.length, 0),
    ...(await moneyOfDay(db, date, warehouseId)),
    waiting: await waitingParcels(db),
    list,
  };
}

/** The handovers of the Ulaanbaatar days `from` to `to`, oldest first. */
export async function handoversOfDays(db: Db, from: string, to: string): Promise<Handover[]> {
  const ids = await handoverIdsBetween(db, ulaanbaatarDayRange(from).start, ulaanbaatarDayRange(to).end, 100_000);
  const handovers = [];
  // In slices: an IN list of a year's handovers would pass the engines' parameter limits.
  for (let start = 0; start < ids.length; start += 500) handovers.push(...(await loadHandovers(db, ids.slice(start, start + 500))));
  return handovers.reverse();
}
