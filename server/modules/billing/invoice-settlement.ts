import type { Db } from '../../db/database';
import { paidByParcel } from './ledger';
import { settle } from './settle';

/*
 * An invoice QPay confirmed (called by the payments module in the transaction that marks it PAID):
 * its parcels are charged their fee and the storage frozen when it was made, and pay what was due
 * then (the invoice's amount); money QPay took is QPAY money, ONLINE when the customer opened it,
 * COUNTER when staff did.
 */
export async function settleInvoice(trx: Db, paymentId: number): Promise<void> {
  const payment = await trx
    .selectFrom('payments')
    .select(['phone', 'user_id', 'delivery_id', 'delivery_fee'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('payment_parcels')
    .select(['parcel_id', 'fee', 'storage_fee'])
    .where('payment_id', '=', paymentId)
    .orderBy('parcel_id')
    .execute();
  const paid = await paidByParcel(
    trx,
    lines.map((line) => line.parcel_id),
  );
  await settle(trx, {
    phone: payment.phone,
    event: { paymentId },
    staffId: null,
    method: 'QPAY',
    source: payment.user_id === null ? 'COUNTER' : 'ONLINE',
    parcels: lines.map((line) => ({
      id: line.parcel_id,
      fee: line.fee,
      storageFee: line.storage_fee,
      due: Math.max(0, line.fee + line.storage_fee - (paid.get(line.parcel_id) ?? 0)),
    })),
    ...(payment.delivery_fee > 0 ? { deliveryFee: { charge: payment.delivery_fee, paid: payment.delivery_fee } } : {}),
  });
}
