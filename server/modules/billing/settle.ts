import type { MoneyMethod, MoneySource } from '@contract';
import type { Db } from '../../db/database';
import { chargedByParcel, writeLedger, type LedgerEvent, type NewCharge, type NewPayment } from './ledger';

/*
 * Settling parcels: the ledger rows of money taken for them (a handover, a paid invoice, a door
 * collection). Each parcel is charged what it has not been charged yet (its transport fee, its
 * storage until now) and pays what is still due, so for every settled parcel the payments equal
 * the charges. Call inside the event's transaction, with the parcels' rows locked.
 */

export interface SettledParcel {
  id: number;
  /** The transport fee and the storage fee to be charged in total (what was charged before is subtracted). */
  fee: number;
  storageFee: number;
  /** What is paid for it now. */
  due: number;
}

export interface Settlement {
  phone: string;
  event: LedgerEvent;
  staffId: number | null;
  method: MoneyMethod;
  source: MoneySource;
  parcels: readonly SettledParcel[];
  /** A door delivery's own fee: charged and paid with the parcels (0 or absent: none). */
  deliveryFee?: { charge: number; paid: number };
  /**
   * What the customer's kept money pays of it (a handover): the parcels are paid in full, and a row
   * of minus this much on no parcel, in the same method, leaves the method's total at what was taken.
   */
  creditUsed?: number;
  note?: string;
}

/** Writes the settlement's charges and payments; answers the money taken. */
export async function settle(db: Db, settlement: Settlement): Promise<number> {
  const ids = settlement.parcels.map((parcel) => parcel.id);
  const transport = await chargedByParcel(db, ids, 'TRANSPORT');
  const storage = await chargedByParcel(db, ids, 'STORAGE');
  const charges: NewCharge[] = settlement.parcels.flatMap((parcel) => [
    { parcelId: parcel.id, kind: 'TRANSPORT' as const, amount: parcel.fee - (transport.get(parcel.id) ?? 0) },
    { parcelId: parcel.id, kind: 'STORAGE' as const, amount: parcel.storageFee - (storage.get(parcel.id) ?? 0) },
  ]);
  const payments: NewPayment[] = settlement.parcels.map((parcel) => ({ parcelId: parcel.id, amount: parcel.due }));
  if (settlement.deliveryFee) {
    charges.push({ parcelId: null, kind: 'DELIVERY', amount: settlement.deliveryFee.charge });
    payments.push({ parcelId: null, amount: settlement.deliveryFee.paid });
  }
  if (settlement.creditUsed) payments.push({ parcelId: null, amount: -settlement.creditUsed });
  await writeLedger(db, {
    phone: settlement.phone,
    event: settlement.event,
    staffId: settlement.staffId,
    method: settlement.method,
    source: settlement.source,
    charges,
    payments,
    ...(settlement.note === undefined ? {} : { note: settlement.note }),
  });
  return payments.reduce((sum, payment) => sum + payment.amount, 0);
}
