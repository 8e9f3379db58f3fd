import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ParcelRow, UserRow } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StorageClock } from '../arrival/storage-days';
import { LATE_MONEY_NOTE } from '../billing/billing-messages';
import { writeLedger } from '../billing/ledger';
import { duesOf, whyNotPayable, type ParcelDue } from '../billing/parcel-dues';
import { findReadyParcels } from '../billing/ready-parcels';
import { findParcelRows } from '../parcels/parcel-repository';
import { deliveryInvoiceOf, type DeliveryInvoice } from './delivery-invoice';
import { OutsideServiceError } from '../../lib/outside-call';
import { closeUnpaid, findPayment, insertOpenPayment, markPaid, saveInvoice, type PaymentRow } from './payment-repository';
import type { OnlinePayments, PaymentContext } from './payment-settings';
import { isPaidInFull } from './qpay-client';

export const paymentMessages = {
  notConfigured: 'Онлайн төлбөр одоогоор боломжгүй. Салбар дээр төлнө үү',
  nothingToPay: 'Төлөх ачаа алга: бэлэн болсон, хөлс нь тогтоогдсон, төлөгдөөгүй ачаа байхгүй байна',
  pending: (code: string) => `${code} ачааны онлайн төлбөр хүлээгдэж байна. Тэр нэхэмжлэхээ төлөх эсвэл цуцлах хүртэл хүлээнэ үү`,
  notFound: 'Төлбөр олдсонгүй',
  paidMeanwhile: 'Нэхэмжлэх цуцлагдаагүй: хэрэглэгч энэ хооронд төлсөн байна. Төлбөрийг бүртгэлээ, ачаа төлөгдсөн',
} as const;

const DEFAULT_INVOICE_TTL_MS = 20 * 60_000;

function onlineOrRefuse(payments: PaymentContext): OnlinePayments {
  if (!payments.online) throw new HttpError(503, paymentMessages.notConfigured);
  return payments.online;
}

type Payable = { row: ParcelRow; due: ParcelDue };

/**
 * The parcels to pay with what each owes now (billing's dues, storage included): the chosen ones
 * (each must be ready, priced, with something due and no open invoice) or every such one.
 */
async function payableParcels(trx: Db, phone: string, chosen: readonly string[] | undefined, clock?: StorageClock): Promise<Payable[]> {
  const ready = await findReadyParcels(trx, phone);
  // Locked (PostgreSQL) before they are checked, as the counter does: a cash handover waits for this.
  const locked = await findParcelRows(
    trx,
    ready.map((row) => row.track_code),
    { lock: true },
  );
  const dues = await duesOf(trx, clock, locked);
  const byCode = new Map(locked.map((row, index) => [row.track_code, { row, due: dues[index]! }]));
  // Checked again on the locked rows: a handover or a door-delivery request may have taken a parcel
  // between the unlocked read of the ready ones and the lock (seen in the 50-way race on PostgreSQL).
  const stillReady = (parcel: Payable) => parcel.row.status === 'DELIVERED' && parcel.row.state === 'ACTIVE' && !parcel.due.inDelivery;
  const payable = (parcel: Payable | undefined) => parcel !== undefined && stillReady(parcel) && (parcel.due.due ?? 0) > 0;
  if (chosen && chosen.length > 0) {
    const picked: Payable[] = [];
    for (const code of chosen) {
      const parcel = byCode.get(code);
      if (!payable(parcel)) throw await whyNotPayable(trx, clock, phone, code);
      if (parcel!.due.paymentPending) throw conflict(paymentMessages.pending(code), 'PAYMENT_PENDING');
      picked.push(parcel!);
    }
    return picked;
  }
  const all = ready.map((row) => byCode.get(row.track_code)).filter(payable) as Payable[];
  const waiting = all.find((parcel) => parcel.due.paymentPending);
  if (waiting) throw conflict(paymentMessages.pending(waiting.row.track_code), 'PAYMENT_PENDING');
  return all;
}

/**
 * Opens a payment for the customer's ready parcels and creates its QPay invoice. The payment row
 * (with the parcels' unique `open_parcel_id`) is written first, so two invoices for one parcel
 * cannot both exist; if QPay then fails, the payment is cancelled and the parcels are free again.
 */
export async function createPayment(
  db: Db,
  payments: PaymentContext,
  /** The customer whose ready parcels are paid: the account itself, or a phone staff serve at the counter. */
  user: Pick<UserRow, 'phone'> & { id: number | null },
  request: { trackCodes?: string[]; customerTin?: string; deliveryId?: number },
  log: FastifyBaseLogger,
  /** The storage clock: an invoice charges the storage accrued until now, as the counter would. */
  clock?: StorageClock,
) {
  const online = onlineOrRefuse(payments);
  const expiresAt = new Date(Date.now() + (online.invoiceTtlMs ?? DEFAULT_INVOICE_TTL_MS));
  let id: number;
  let parcels: Payable[] = [];
  let delivery: DeliveryInvoice['delivery'] | undefined;
  try {
    id = await db.transaction().execute(async (trx) => {
      if (request.deliveryId !== undefined) {
        // A door-delivery request paid now: its parcels' dues and its fee in one invoice.
        ({ parcels, delivery } = await deliveryInvoiceOf(trx, user, request.deliveryId, request.trackCodes, clock));
      } else {
        parcels = await payableParcels(trx, user.phone, request.trackCodes, clock);
        if (parcels.length === 0) throw conflict(paymentMessages.nothingToPay, 'ALREADY_PAID');
      }
      const payment = { phone: user.phone, userId: user.id, parcels, customerTin: request.customerTin ?? null, expiresAt };
      return insertOpenPayment(trx, delivery ? { ...payment, delivery } : payment);
    });
  } catch (error) {
    // SQLite has no row locks: a second payment racing for a parcel meets the unique open_parcel_id.
    if (isUniqueViolation(error)) throw conflict(paymentMessages.pending(request.trackCodes?.[0] ?? ''), 'PAYMENT_PENDING');
    throw error;
  }
  const amount = parcels.reduce((sum, parcel) => sum + (parcel.due.due ?? 0), delivery?.fee ?? 0);
  try {
    const invoice = await online.qpay.createInvoice({
      senderInvoiceNo: String(id),
      receiverCode: user.phone,
      description:
        `${delivery ? 'Хүргэлт ба ачааны' : 'Ачааны'} төлбөр: ${parcels.map((parcel) => parcel.row.track_code).join(', ')}`.slice(0, 255),
      amount,
      callbackUrl: `${online.publicBaseUrl.replace(/\/+$/, '')}/api/payments/qpay/callback?payment=${id}`,
    });
    await saveInvoice(db, id, { invoiceId: invoice.invoice_id, qrText: invoice.qr_text, urls: invoice.urls });
    return { id, amount, qrText: invoice.qr_text, qrImage: invoice.qr_image, urls: invoice.urls, expiresAt: expiresAt.toISOString() };
  } catch (error) {
    await closeUnpaid(db, id, 'CANCELLED');
    throw asHttpError(error, log);
  }
}

/** An outside service's failure as a clear 503 (logged with the detail); anything else unchanged. */
export function asHttpError(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof OutsideServiceError)) return error;
  log.warn({ detail: error.detail }, 'outside service failed');
  return new HttpError(503, error.message);
}

/**
 * Asks QPay whether the payment is paid and records it once (a compare-and-set): the callback, the
 * worker and the customer's cancel all come here. QPay's word is the only proof; a PARTIAL payment
 * or a short amount pays nothing. Recording it queues the e-barimt, issued right away when PosAPI answers.
 */
export async function confirmPayment(
  db: Db,
  payments: PaymentContext,
  id: number,
  log: FastifyBaseLogger,
): Promise<PaymentRow | undefined> {
  const row = await findPayment(db, id);
  if (!row || row.status !== 'OPEN' || row.invoice_id === null || !payments.online) return row;
  const check = await payments.online.qpay.checkPayment(row.invoice_id);
  if (!isPaidInFull(check, row.amount)) return row;
  if (await markPaid(db, id)) {
    log.info({ payment: id, amount: row.amount }, 'payment paid');
    await payments.ebarimt.issueSoon('PAYMENT', id);
  }
  return findPayment(db, id);
}

/**
 * Ends an open payment that is not paid: asks QPay first (the customer may have just paid), then
 * cancels the invoice there and marks it. Answers false when it turned out paid or QPay could not
 * cancel (tried again later: the customer could still pay an invoice we did not cancel).
 */
export async function endUnpaid(
  db: Db,
  payments: PaymentContext,
  id: number,
  status: 'CANCELLED' | 'EXPIRED',
  log: FastifyBaseLogger,
  alsoWrite?: (trx: Db) => Promise<void>,
) {
  const row = await confirmPayment(db, payments, id, log);
  if (!row || row.status !== 'OPEN') return false;
  if (row.invoice_id !== null) await payments.online!.qpay.cancelInvoice(row.invoice_id);
  const closed = await closeUnpaid(db, id, status, alsoWrite);
  // Asked once more after cancelling: money that landed between the check and the cancel (its
  // callback lost) must not be lost. The invoice stays closed; the money is recorded for a person.
  if (closed && row.invoice_id !== null) {
    await recordLateMoney(db, payments, row, log).catch((error: unknown) =>
      log.error({ payment: id, err: error }, 'the check after cancelling an invoice failed'),
    );
  }
  return closed;
}

export { LATE_MONEY_NOTE };

/**
 * What QPay received for an invoice we just closed: recorded as a QPAY payment of no parcel on the
 * invoice (the ledger then holds more paid than charged: money to refund, or to keep against what
 * the customer owes), with the invoice's note saying so. Only the call that closed it comes here.
 */
async function recordLateMoney(db: Db, payments: PaymentContext, row: PaymentRow, log: FastifyBaseLogger): Promise<void> {
  const check = await payments.online!.qpay.checkPayment(row.invoice_id!);
  const rows = check.rows.filter((entry) => entry.payment_status === 'PAID' || entry.payment_status === 'PARTIAL');
  // Each row's own amount when QPay gives it, else the check's total (as isPaidInFull reads it).
  const received = rows.every((entry) => entry.payment_amount !== undefined)
    ? rows.reduce((sum, entry) => sum + entry.payment_amount!, 0)
    : check.paid_amount;
  if (received <= 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('payments').set({ note: LATE_MONEY_NOTE }).where('id', '=', row.id).execute();
    await writeLedger(trx, {
      phone: row.phone,
      event: { paymentId: row.id },
      staffId: null,
      method: 'QPAY',
      source: row.user_id === null ? 'COUNTER' : 'ONLINE',
      charges: [],
      payments: [{ parcelId: null, amount: received }],
      note: LATE_MONEY_NOTE,
    });
  });
  log.error({ payment: row.id, amount: received }, 'money received for a cancelled invoice: refund it or keep it against what is owed');
}
