import { sql } from 'kysely';
import type { BankApp, Payment } from '@contract';
import type { Db } from '../../db/database';
import { settleInvoice } from '../billing/invoice-settlement';
import { receiptLines } from '../billing/ledger';
import type { ParcelDue } from '../billing/parcel-dues';
import { queueParcelNotifications } from '../push/notification-outbox';
import { queueReceipt, receiptOf } from '../ebarimt/receipt-outbox';
import { toIso, type ParcelRow } from '../../db/schema';

/*
 * The payments and their parcels (migration 2026-11-26-0230). Every state change is a
 * compare-and-set on `status = 'OPEN'`, so of racing callbacks, checks and cancels exactly one wins.
 */

export type PaymentRow = Awaited<ReturnType<typeof findPayment>> & object;

export function findPayment(db: Db, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOpenPayment(
  db: Db,
  payment: {
    phone: string;
    userId: number | null;
    /** Each parcel with what it owes now (billing's dues): the invoice charges that, storage included. */
    parcels: ReadonlyArray<{ row: ParcelRow; due: ParcelDue }>;
    customerTin: string | null;
    expiresAt: Date;
    delivery?: { id: number; fee: number };
  },
): Promise<number> {
  const { id } = await db
    .insertInto('payments')
    .values({
      phone: payment.phone,
      user_id: payment.userId,
      amount: payment.parcels.reduce((sum, parcel) => sum + (parcel.due.due ?? 0), payment.delivery?.fee ?? 0),
      delivery_id: payment.delivery?.id ?? null,
      delivery_fee: payment.delivery?.fee ?? 0,
      status: 'OPEN',
      customer_tin: payment.customerTin,
      created_at: new Date().toISOString(),
      expires_at: payment.expiresAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_parcels')
    .values(
      payment.parcels.map(({ row, due }) => ({
        payment_id: id,
        parcel_id: row.id,
        fee: row.price!,
        storage_fee: due.storageFee,
        open_parcel_id: row.id,
      })),
    )
    .execute();
  return id;
}

export async function saveInvoice(db: Db, id: number, invoice: { invoiceId: string; qrText: string; urls: readonly BankApp[] }) {
  await db
    .updateTable('payments')
    .set({ invoice_id: invoice.invoiceId, qr_text: invoice.qrText, urls: JSON.stringify(invoice.urls) })
    .where('id', '=', id)
    .execute();
}

/** OPEN → PAID once; the parcels become paid (unique `paid_parcel_id`). True for the one caller that won. */
export async function markPaid(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('payments')
      .set({ status: 'PAID', paid_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('payment_parcels')
      .set((eb) => ({ paid_parcel_id: eb.ref('parcel_id'), open_parcel_id: null }))
      .where('payment_id', '=', id)
      .execute();
    // One push for the payment (named by its first parcel), in the transaction that records it:
    // however many callbacks and checks race, the one that records it tells the customer once.
    const first = await trx
      .selectFrom('payment_parcels')
      .innerJoin('parcels', 'parcels.id', 'payment_parcels.parcel_id')
      .select('parcels.id')
      .where('payment_id', '=', id)
      .orderBy('parcels.track_code')
      .limit(1)
      .executeTakeFirst();
    if (first) await queueParcelNotifications(trx, [first.id], 'PAID');
    // The ledger's rows of the money QPay took, in this transaction (billing).
    await settleInvoice(trx, id);
    // Its e-barimt, in the same transaction: paid means a receipt is owed, whatever crashes next.
    const payment = (await trx.selectFrom('payments').select(['phone', 'customer_tin']).where('id', '=', id).executeTakeFirst())!;
    await queueReceipt(trx, {
      source: 'PAYMENT',
      sourceId: id,
      phone: payment.phone,
      method: 'QPAY',
      customerTin: payment.customer_tin,
      // What the ledger just recorded as received for this invoice: one source of the amount.
      lines: await receiptLines(trx, { paymentId: id }),
    });
    return true;
  });
}

/** OPEN → CANCELLED or EXPIRED; the parcels are free for another invoice or cash. */
export async function closeUnpaid(
  db: Db,
  id: number,
  status: 'CANCELLED' | 'EXPIRED',
  /** Written in the same transaction when it closes (a staff member's cancel is audited). */
  alsoWrite?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('payments').set({ status }).where('id', '=', id).where('status', '=', 'OPEN').executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.updateTable('payment_parcels').set({ open_parcel_id: null }).where('payment_id', '=', id).execute();
    await alsoWrite?.(trx);
    return true;
  });
}

/** Parcels among these with an open invoice. */
export async function findPendingParcelIds(db: Db, parcelIds: readonly number[]): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db.selectFrom('payment_parcels').select('open_parcel_id').where('open_parcel_id', 'in', parcelIds).execute();
  return new Set(rows.map((row) => row.open_parcel_id!));
}

/** Parcels among these paid online. */
export async function findPaidOnlineParcelIds(db: Db, parcelIds: readonly number[]): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db.selectFrom('payment_parcels').select('paid_parcel_id').where('paid_parcel_id', 'in', parcelIds).execute();
  return new Set(rows.map((row) => row.paid_parcel_id!));
}

/** The phone's newest open payment with its invoice, if any. */
export function findOpenPaymentOf(db: Db, phone: string) {
  return db
    .selectFrom('payments')
    .select('id')
    .where('phone', '=', phone)
    .where('status', '=', 'OPEN')
    .where('invoice_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Open invoices, the least recently checked first (never checked: by creation), so stuck ones cannot starve a new one. */
export function openPaymentIds(db: Db, limit = 100) {
  return db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'OPEN')
    .orderBy(sql`coalesce(checked_at, created_at)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** QPay was asked about this invoice now (whatever it answered). */
export async function markChecked(db: Db, id: number): Promise<void> {
  await db.updateTable('payments').set({ checked_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** The answer of GET /api/payments/{id}. */
export async function paymentAnswer(db: Db, row: PaymentRow): Promise<Payment> {
  const parcels = await db
    .selectFrom('payment_parcels')
    .innerJoin('parcels', 'parcels.id', 'payment_parcels.parcel_id')
    .select('parcels.track_code')
    .where('payment_parcels.payment_id', '=', row.id)
    .orderBy('parcels.track_code')
    .execute();
  const open = row.status === 'OPEN' && row.qr_text !== null;
  const ebarimt = await receiptOf(db, 'PAYMENT', row.id);
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    trackCodes: parcels.map((parcel) => parcel.track_code),
    expiresAt: toIso(row.expires_at),
    ...(row.paid_at === null ? {} : { paidAt: toIso(row.paid_at) }),
    ...(open ? { qrText: row.qr_text!, urls: JSON.parse(row.urls ?? '[]') as BankApp[] } : {}),
    ...(ebarimt ? { ebarimt } : {}),
  };
}

/** The online payment that paid a handover's parcels (an ONLINE handover's receipt shows its e-barimt). */
export function findPaymentOfHandover(db: Db, handoverId: number) {
  return db
    .selectFrom('handover_parcels')
    .innerJoin('payment_parcels', 'payment_parcels.paid_parcel_id', 'handover_parcels.parcel_id')
    .innerJoin('payments', 'payments.id', 'payment_parcels.payment_id')
    .select(['payments.id', 'payments.amount'])
    .where('handover_parcels.handover_id', '=', handoverId)
    .orderBy('payments.id', 'desc')
    .executeTakeFirst();
}
