import { parcelAmountDue, type DueParcel } from '@contract/amount-due';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import type { HttpError } from '../../lib/http-error';
import { storageFeesOf, type StorageClock } from '../arrival/storage-days';
import { billingMessages, refuse } from './billing-messages';
import { paidByParcel } from './ledger';

/*
 * What each parcel owes now, in one place: its fee, the storage accrued until now, what
 * the ledger received for it, and so by `amountDue` (contract/amount-due.ts) what is still due;
 * with whether an online invoice holds it and whether an open door-delivery request does. The
 * counter, the pickup card, the invoice and door delivery all ask here.
 */

export interface ParcelDue extends DueParcel {
  id: number;
  trackCode: string;
  fee: number | null;
  storageFee: number;
  paidAmount: number;
  /** What is still due now; null without a fee. */
  due: number | null;
  /** An online invoice for it is open. */
  paymentPending: boolean;
  /** An open door-delivery request holds it. */
  inDelivery: boolean;
}

/** Parcels among these held by an open online invoice. */
export async function pendingInvoiceParcelIds(db: Db, parcelIds: readonly number[]): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db.selectFrom('payment_parcels').select('open_parcel_id').where('open_parcel_id', 'in', parcelIds).execute();
  return new Set(rows.map((row) => row.open_parcel_id!));
}

/** Parcels among these held by an open door-delivery request. */
export async function openDeliveryParcelIds(db: Db, parcelIds: readonly number[]): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db.selectFrom('delivery_request_parcels').select('open_parcel_id').where('open_parcel_id', 'in', parcelIds).execute();
  return new Set(rows.map((row) => row.open_parcel_id!));
}

/** Each parcel's dues now, in the order given. Storage is counted for parcels waiting at Ulaanbaatar (DELIVERED). */
export async function duesOf(db: Db, clock: StorageClock | undefined, rows: readonly ParcelRow[]): Promise<ParcelDue[]> {
  const ids = rows.map((row) => row.id);
  const [paid, pending, delivery, storage] = [
    await paidByParcel(db, ids),
    await pendingInvoiceParcelIds(db, ids),
    await openDeliveryParcelIds(db, ids),
    clock ? await storageFeesOf(db, clock, rows) : new Map<number, number>(),
  ];
  return rows.map((row) => {
    const parcel = { fee: row.price, storageFee: storage.get(row.id) ?? 0, paidAmount: paid.get(row.id) ?? 0 };
    return {
      id: row.id,
      trackCode: row.track_code,
      ...parcel,
      due: parcelAmountDue(parcel),
      paymentPending: pending.has(row.id),
      inDelivery: delivery.has(row.id),
    };
  });
}

/**
 * Why this parcel cannot be paid or handed over now, or null. One rule for the counter, the invoice
 * and the delivery request: ready (DELIVERED, active), not in an open delivery, priced, no open invoice.
 */
export function refusalOf(row: ParcelRow | undefined, due: ParcelDue | undefined, code: string): HttpError | null {
  if (row?.status === 'FINISHED') return refuse(billingMessages.handedOver(code), 'HANDED_OVER');
  if (!row || !due || row.state !== 'ACTIVE' || row.status !== 'DELIVERED') return refuse(billingMessages.notReady(code), 'NOT_READY');
  if (due.inDelivery) return refuse(billingMessages.inDelivery(code), 'IN_DELIVERY');
  if (row.price === null) return refuse(billingMessages.notPriced(code), 'NOT_PRICED');
  if (due.paymentPending) return refuse(billingMessages.paymentPending(code), 'PAYMENT_PENDING');
  return null;
}

/**
 * Why one of the customer's codes cannot be paid or sent now (it was left out of their ready
 * parcels, or has nothing due): its reason, as the counter gives it. Another customer's parcel reads
 * as not ready, so a refusal tells nothing about it.
 */
export async function whyNotPayable(db: Db, clock: StorageClock | undefined, phone: string, code: string): Promise<HttpError> {
  const found = await db.selectFrom('parcels').selectAll().where('track_code', '=', code).executeTakeFirst();
  const own = found?.phone === phone ? found : undefined;
  const [due] = own ? await duesOf(db, clock, [own]) : [];
  return refusalOf(own, due, code) ?? refuse(billingMessages.alreadyPaid(code), 'ALREADY_PAID');
}

/** One customer (phone) per handover, invoice or delivery request. */
export function onePhoneOrRefuse(rows: readonly ParcelRow[]): string {
  const phones = new Set(rows.map((row) => row.phone));
  if (phones.size !== 1) throw refuse(billingMessages.twoCustomers, 'TWO_CUSTOMERS');
  return rows[0]!.phone;
}
