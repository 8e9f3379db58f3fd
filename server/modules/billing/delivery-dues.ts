import { amountDue } from '@contract/amount-due';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import type { StorageClock } from '../arrival/storage-days';
import { paidForDelivery } from './ledger';
import { duesOf, type ParcelDue } from './parcel-dues';

/*
 * What a door-delivery request still owes: its parcels' dues (billing's one rule) and its own
 * fee (frozen when requested), less what was paid for it, online or at the door.
 */

export interface DeliveryDue {
  deliveryFee: number;
  /** The delivery fee not paid yet. */
  feeDue: number;
  parcelFees: number;
  totalDue: number;
  parcels: ParcelDue[];
}

export async function deliveryDueOf(
  db: Db,
  clock: StorageClock | undefined,
  request: { id: number; delivery_fee: number },
  parcels: readonly ParcelRow[],
): Promise<DeliveryDue> {
  const dues = await duesOf(db, clock, parcels);
  const feeDue = Math.max(0, request.delivery_fee - (await paidForDelivery(db, request.id)));
  const parcelFees = amountDue(dues);
  return { deliveryFee: request.delivery_fee, feeDue, parcelFees, totalDue: parcelFees + feeDue, parcels: dues };
}

/** The parcels of a request (their rows locked when asked, in id order). */
export async function deliveryParcelRows(db: Db, requestId: number, lock = false): Promise<ParcelRow[]> {
  const query = db
    .selectFrom('parcels')
    .selectAll()
    .where('id', 'in', db.selectFrom('delivery_request_parcels').select('parcel_id').where('request_id', '=', requestId))
    .orderBy('id');
  return (lock && db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
}
