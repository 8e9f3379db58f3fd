import type { ChargeKind, MoneyMethod, MoneySource } from '@contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { LedgerChargeTable, LedgerPaymentTable } from '../../db/schema';

/*
 * The ledger's two tables (migration 2026-11-28-0351): rows are only ever inserted, in the
 * transaction of the event they record; a void inserts the negated rows (`reverses_id`). Every
 * other module reads money through here or through billing's other files.
 */

/** The event a row belongs to: exactly one of a handover, an online payment (QPay invoice) or a door delivery. */
export type LedgerEvent = { handoverId: number } | { paymentId: number } | { deliveryId: number };

export interface NewCharge {
  parcelId: number | null;
  kind: ChargeKind;
  amount: number;
}

export interface NewPayment {
  parcelId: number | null;
  amount: number;
}

const eventColumns = (event: LedgerEvent) => ({
  handover_id: 'handoverId' in event ? event.handoverId : null,
  payment_id: 'paymentId' in event ? event.paymentId : null,
  delivery_id: 'deliveryId' in event ? event.deliveryId : null,
});

export interface LedgerEntry {
  phone: string;
  event: LedgerEvent;
  staffId: number | null;
  charges: readonly NewCharge[];
  payments: readonly NewPayment[];
  method: MoneyMethod;
  source: MoneySource;
  note?: string;
  at?: string;
}

/** Writes an event's charges and payments (rows of 0 ₮ are left out). Call inside the event's transaction. */
export async function writeLedger(db: Db, entry: LedgerEntry): Promise<void> {
  const base = {
    phone: entry.phone,
    ...eventColumns(entry.event),
    staff_id: entry.staffId,
    note: entry.note ?? null,
    created_at: entry.at ?? new Date().toISOString(),
  };
  const charges: Insertable<LedgerChargeTable>[] = entry.charges
    .filter((charge) => charge.amount !== 0)
    .map((charge) => ({ ...base, parcel_id: charge.parcelId, kind: charge.kind, amount: charge.amount }));
  const payments: Insertable<LedgerPaymentTable>[] = entry.payments
    .filter((payment) => payment.amount !== 0)
    .map((payment) => ({ ...base, parcel_id: payment.parcelId, method: entry.method, source: entry.source, amount: payment.amount }));
  if (charges.length > 0) await db.insertInto('ledger_charges').values(charges).execute();
  if (payments.length > 0) await db.insertInto('ledger_payments').values(payments).execute();
}

/**
 * Takes an event's money back (an undone handover): each of its rows not yet reversed gets its
 * negated twin, by `staffId`, now. The unique `reverses_id` makes a second reversal fail rather than count twice.
 */
export async function reverseLedger(db: Db, event: LedgerEvent, staffId: number | null, note: string): Promise<void> {
  const columns = eventColumns(event);
  const [column, value] = Object.entries(columns).find(([, id]) => id !== null) as ['handover_id' | 'payment_id' | 'delivery_id', number];
  const at = new Date().toISOString();
  for (const table of ['ledger_charges', 'ledger_payments'] as const) {
    const all = await db.selectFrom(table).selectAll().where(column, '=', value).execute();
    const reversed = new Set(all.map((row) => row.reverses_id).filter((id) => id !== null));
    const rows = all.filter((row) => row.reverses_id === null && !reversed.has(row.id));
    if (rows.length === 0) continue;
    await db
      .insertInto(table)
      .values(
        rows.map(({ id, ...row }) => ({
          ...row,
          amount: -row.amount,
          reverses_id: id,
          staff_id: staffId,
          note,
          created_at: at,
        })) as never,
      )
      .execute();
  }
}

/** What was received for each of these parcels (reversals included), by parcel id. */
export async function paidByParcel(db: Db, parcelIds: readonly number[]): Promise<Map<number, number>> {
  return sumByParcel(db, 'ledger_payments', parcelIds);
}

/** What each of these parcels was charged, by kind, by parcel id. */
export async function chargedByParcel(db: Db, parcelIds: readonly number[], kind: ChargeKind): Promise<Map<number, number>> {
  return sumByParcel(db, 'ledger_charges', parcelIds, kind);
}

async function sumByParcel(
  db: Db,
  table: 'ledger_charges' | 'ledger_payments',
  parcelIds: readonly number[],
  kind?: ChargeKind,
): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (let start = 0; start < parcelIds.length; start += 500) {
    let query = db
      .selectFrom(table)
      .select((eb) => ['parcel_id', eb.fn.sum<number | string>('amount').as('total')])
      .where('parcel_id', 'in', parcelIds.slice(start, start + 500))
      .groupBy('parcel_id');
    if (kind !== undefined) query = query.where('kind' as never, '=', kind as never);
    for (const row of await query.execute()) sums.set(row.parcel_id!, Number(row.total));
  }
  return sums;
}

/** The invoices made for a door-delivery request (POST /api/payments {deliveryId}): their rows count for it too. */
const invoicesOf = (db: Db, deliveryId: number) => db.selectFrom('payments').select('id').where('delivery_id', '=', deliveryId);

/** What was received for a door-delivery request itself (its fee, paid online or at the door), reversals included. */
export async function paidForDelivery(db: Db, deliveryId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where((eb) => eb.or([eb('delivery_id', '=', deliveryId), eb('payment_id', 'in', invoicesOf(db, deliveryId))]))
    .where('parcel_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** What a door-delivery request's own fee was charged so far (online or at the door). */
export async function chargedForDelivery(db: Db, deliveryId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_charges')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where((eb) => eb.or([eb('delivery_id', '=', deliveryId), eb('payment_id', 'in', invoicesOf(db, deliveryId))]))
    .where('kind', '=', 'DELIVERY')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The payment rows of one event, per parcel: what the receipt lists (frozen, in track-code order, a delivery fee or a credit used last). */
export async function receiptLines(db: Db, event: LedgerEvent): Promise<Array<{ trackCode: string; amount: number }>> {
  const columns = eventColumns(event);
  const [column, value] = Object.entries(columns).find(([, id]) => id !== null) as ['handover_id' | 'payment_id' | 'delivery_id', number];
  const rows = await db
    .selectFrom('ledger_payments')
    .leftJoin('parcels', 'parcels.id', 'ledger_payments.parcel_id')
    .select(['parcels.track_code', 'ledger_payments.amount'])
    .where(`ledger_payments.${column}`, '=', value)
    .where('ledger_payments.reverses_id', 'is', null)
    .orderBy('parcels.track_code')
    .execute();
  // SQLite sorts the delivery fee's row (no parcel) first, PostgreSQL last: the same on both.
  const parcels = rows.filter((row) => row.track_code !== null).map((row) => ({ trackCode: row.track_code!, amount: row.amount }));
  // On no parcel: a delivery's fee, or (a handover) the customer's credit it used, as a minus line.
  const name = 'handoverId' in event ? 'CREDIT' : 'DELIVERY';
  const fees = rows.filter((row) => row.track_code === null).map((row) => ({ trackCode: name, amount: row.amount }));
  return [...parcels, ...fees];
}
