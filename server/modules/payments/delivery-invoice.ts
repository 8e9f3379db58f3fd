import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict, HttpError, messages, notFound } from '../../lib/http-error';
import type { StorageClock } from '../arrival/storage-days';
import { billingMessages, refuse } from '../billing/billing-messages';
import { deliveryDueOf, deliveryParcelRows } from '../billing/delivery-dues';
import type { ParcelDue } from '../billing/parcel-dues';

/*
 * `POST /api/payments {deliveryId}`: one invoice for a door-delivery request's unpaid
 * parcel fees (storage until now included) plus its delivery fee, so the courier collects nothing.
 * Only the request's owner, while it is open; one open invoice per request (the request's row is
 * locked on PostgreSQL, SQLite runs one transaction at a time).
 */

export const deliveryInvoiceMessages = {
  notBoth: 'Хүргэлтийн төлбөрт трак код сонгохгүй: хүсэлтийн бүх ачаа төлөгдөнө',
  pending: 'Энэ хүргэлтийн онлайн төлбөр хүлээгдэж байна. Тэр нэхэмжлэхээ төлөх эсвэл цуцлах хүртэл хүлээнэ үү',
} as const;

export interface DeliveryInvoice {
  parcels: Array<{ row: ParcelRow; due: ParcelDue }>;
  delivery: { id: number; fee: number };
}

/** What the invoice for this request charges, or the refusal (inside the invoice's transaction). */
export async function deliveryInvoiceOf(
  trx: Db,
  owner: { id: number | null },
  deliveryId: number,
  trackCodes: readonly string[] | undefined,
  clock?: StorageClock,
): Promise<DeliveryInvoice> {
  if (trackCodes && trackCodes.length > 0) throw new HttpError(400, deliveryInvoiceMessages.notBoth);
  const query = trx.selectFrom('delivery_requests').selectAll().where('id', '=', deliveryId);
  const request = await (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
  // Someone else's request reads as none.
  if (!request || owner.id === null || request.user_id !== owner.id) throw notFound(messages.deliveryNotFound);
  if (request.state === 'DONE') throw conflict('DELIVERY_CLOSED');
  const open = await trx
    .selectFrom('payments')
    .select('id')
    .where('delivery_id', '=', deliveryId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  if (open) throw conflict(deliveryInvoiceMessages.pending, 'PAYMENT_PENDING');
  const rows = await deliveryParcelRows(trx, deliveryId, true);
  const due = await deliveryDueOf(trx, clock, request, rows);
  const waiting = due.parcels.find((parcel) => parcel.paymentPending);
  if (waiting) throw refuse(billingMessages.paymentPending(waiting.trackCode), 'PAYMENT_PENDING');
  if (due.totalDue === 0) throw refuse(billingMessages.nothingToCollect, 'ALREADY_PAID');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    parcels: due.parcels.filter((parcel) => (parcel.due ?? 0) > 0).map((parcel) => ({ row: byId.get(parcel.id)!, due: parcel })),
    delivery: { id: deliveryId, fee: due.feeDue },
  };
}
