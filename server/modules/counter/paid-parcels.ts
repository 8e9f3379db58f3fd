import type { Db } from '../../db/database';
import { findPaidOnlineParcelIds } from '../payments/payment-repository';

/*
 * Which of these parcels are already paid, so the counter does not charge them again. The one
 * answer to "paid?" for the counter, the pickup card and the handover's total: a parcel is paid
 * once a handover that still stands took money for it (which a ready, DELIVERED parcel never has),
 * or once an online payment (QPay) for it was confirmed.
 */
export async function findPaidParcelIds(db: Db, parcelIds: readonly number[]): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('handover_parcels')
    .innerJoin('handovers', 'handovers.id', 'handover_parcels.handover_id')
    .select('handover_parcels.parcel_id')
    .where('handover_parcels.parcel_id', 'in', parcelIds)
    .where('handovers.voided_at', 'is', null)
    .execute();
  const online = await findPaidOnlineParcelIds(db, parcelIds);
  return new Set([...rows.map((row) => row.parcel_id), ...online]);
}
