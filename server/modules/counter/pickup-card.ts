import { amountDue, unpricedCount, type PickupAnswer } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import type { StorageClock } from '../arrival/storage-days';
import { creditOf } from '../billing/customer-credit';
import { findOpenPaymentOf } from '../payments/payment-repository';
import { readyWithPayment } from './counter-parcels';
import { ensurePickupCode } from './pickup-codes';

const COLLECTED_DAYS = 30;

/** What the customer collected lately: each parcel with its handover's time, fee and method. */
async function collectedParcels(db: Db, phone: string): Promise<PickupAnswer['collected']> {
  const since = new Date(Date.now() - COLLECTED_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('handovers')
    .innerJoin('handover_parcels', 'handover_parcels.handover_id', 'handovers.id')
    .innerJoin('parcels', 'parcels.id', 'handover_parcels.parcel_id')
    .select(['parcels.track_code', 'handovers.created_at', 'handover_parcels.fee', 'handovers.method'])
    .where('handovers.phone', '=', phone)
    .where('handovers.voided_at', 'is', null)
    .where('handovers.created_at', '>=', since)
    .orderBy('handovers.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({ trackCode: row.track_code, at: toIso(row.created_at), fee: row.fee, method: row.method }));
}

/** The customer's pickup card: what is ready, what it costs, the code to collect it with, and what they collected lately. */
export async function loadPickupCard(db: Db, phone: string, options: StorageClock & { onlinePayment: boolean }): Promise<PickupAnswer> {
  const { onlinePayment, ...storage } = options;
  const ready = await readyWithPayment(db, phone, storage);
  const code = ready.length > 0 ? await ensurePickupCode(db, phone) : null;
  // The counter takes it off at the handover, so the card says so beside what is due.
  const credit = ready.length > 0 ? await creditOf(db, phone) : 0;
  return {
    code,
    // The shelf place is for staff only.
    ready: ready.map(({ shelf: _shelf, status: _status, updatedAt: _updatedAt, ...parcel }) => parcel),
    // Only what can be paid: the priced parcels; the unpriced ones are counted apart ("N ачааны хөлс тогтоогдоогүй").
    totalDue: amountDue(ready),
    unpriced: unpricedCount(ready),
    ...(credit > 0 ? { credit } : {}),
    onlinePayment,
    openPaymentId: (await findOpenPaymentOf(db, phone))?.id ?? null,
    collected: await collectedParcels(db, phone),
  };
}
