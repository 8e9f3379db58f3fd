import type { OpenPayment } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';

/** A customer's open QPay invoices, newest first, with their parcels: the counter offers to cancel them (check first). */
export async function openPaymentsOf(db: Db, phone: string): Promise<OpenPayment[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'created_at'])
    .where('phone', '=', phone)
    .where('status', '=', 'OPEN')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  if (rows.length === 0) return [];
  const parcels = await db
    .selectFrom('payment_parcels')
    .innerJoin('parcels', 'parcels.id', 'payment_parcels.parcel_id')
    .select(['payment_parcels.payment_id', 'parcels.track_code'])
    .where(
      'payment_parcels.payment_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('parcels.track_code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    createdAt: toIso(row.created_at),
    trackCodes: parcels.filter((parcel) => parcel.payment_id === row.id).map((parcel) => parcel.track_code),
  }));
}
