import { MONEY_METHODS, type MoneyByMethod, type MoneyMethod } from '@contract';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';

/*
 * The money received, from the ledger's payment rows (reversals included, so an undone handover
 * counts nothing): the counter's day report and the owner's dashboard both read it here, so for
 * any day they give equal numbers. A warehouse's figures are the money its staff took (QPay's own
 * confirmations belong to no warehouse).
 */

export const emptyMoney = (): MoneyByMethod => Object.fromEntries(MONEY_METHODS.map((method) => [method, 0])) as MoneyByMethod;

export interface MoneyPeriod {
  /** UTC instants [start, end). */
  start: string;
  end: string;
  warehouseId?: number | undefined;
}

export interface DayMoney {
  day: string;
  method: MoneyMethod;
  total: number;
  /** Receipts (handovers, invoices, door collections) with money in that method. */
  receipts: number;
}

/** The money received per Ulaanbaatar day and method in the period. */
export async function moneyByDay(db: Db, period: MoneyPeriod): Promise<DayMoney[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const day = postgres
    ? sql<string>`to_char(created_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(created_at, '+8 hours'), 1, 10)`;
  // One receipt per event: a handover, an invoice or a delivery (reversals carry the event's id too).
  const receipt = sql<string>`coalesce('h' || handover_id, 'p' || payment_id, 'd' || delivery_id)`;
  let query = db
    .selectFrom('ledger_payments')
    .select((eb) => [
      day.as('day'),
      'method',
      eb.fn.sum<number | string>('amount').as('total'),
      eb.fn.count<number | string>(receipt).distinct().as('receipts'),
    ])
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .groupBy([day, 'method']);
  if (period.warehouseId !== undefined) {
    query = query.where('staff_id', 'in', db.selectFrom('users').select('id').where('warehouse_id', '=', period.warehouseId));
  }
  const rows = await query.execute();
  return rows.map((row) => ({ day: row.day, method: row.method, total: Number(row.total), receipts: Number(row.receipts) }));
}

/** The period's money by method (the day report's `byMethod`, the dashboard's `collected`). */
export async function moneyBetween(db: Db, period: MoneyPeriod): Promise<{ byMethod: MoneyByMethod; receipts: MoneyByMethod }> {
  const byMethod = emptyMoney();
  const receipts = emptyMoney();
  for (const row of await moneyByDay(db, period)) {
    byMethod[row.method] += row.total;
    receipts[row.method] += row.receipts;
  }
  return { byMethod, receipts };
}
