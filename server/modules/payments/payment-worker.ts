import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { isNotFoundThere } from '../../lib/outside-call';
import { closeUnpaid, findPayment, markChecked, openPaymentIds } from './payment-repository';
import { confirmPayment, endUnpaid } from './payment-service';
import type { PaymentContext } from './payment-settings';

/**
 * One pass over the open invoices: a paid one whose callback never came is recorded, an expired
 * one is cancelled at QPay and marked EXPIRED. Every instance may run it: each change is a
 * compare-and-set, so two passes over one payment record it once.
 */
export async function checkOpenPayments(db: Db, payments: PaymentContext, log: FastifyBaseLogger): Promise<void> {
  for (const { id } of await openPaymentIds(db)) {
    let expiresAt = Infinity;
    try {
      const row = await findPayment(db, id);
      if (!row || row.status !== 'OPEN') continue;
      expiresAt = Date.parse(toIso(row.expires_at));
      if (expiresAt <= Date.now()) await endUnpaid(db, payments, id, 'EXPIRED', log);
      else await confirmPayment(db, payments, id, log);
    } catch (error) {
      if (isNotFoundThere(error) && expiresAt + UNKNOWN_INVOICE_GRACE_MS <= Date.now()) await closeUnknown(db, payments, id, log);
      // QPay down: the payment stays open and the next pass asks again.
      else log.warn({ payment: id, err: error }, 'checking an open payment failed');
    } finally {
      await markChecked(db, id).catch(() => undefined);
    }
  }
}

/** How long past its expiry an invoice QPay no longer knows (404) is kept open before it is closed. */
export const UNKNOWN_INVOICE_GRACE_MS = 60 * 60_000;
export const UNKNOWN_INVOICE_NOTE = 'QPay-д нэхэмжлэх олдсонгүй (404): хугацаа нь дууссан тул хаав';

/**
 * An invoice QPay answers 404 for, well past its expiry: nobody can pay it any more, so it is closed
 * as EXPIRED with a note, and its parcels are free. Its cancel is asked once more; a 404 there too is expected.
 */
async function closeUnknown(db: Db, payments: PaymentContext, id: number, log: FastifyBaseLogger): Promise<void> {
  const row = await findPayment(db, id);
  if (!row || row.status !== 'OPEN') return;
  try {
    if (row.invoice_id !== null) await payments.online?.qpay.cancelInvoice(row.invoice_id);
  } catch (error) {
    if (!isNotFoundThere(error)) throw error;
  }
  const note = (trx: Db) =>
    trx
      .updateTable('payments')
      .set({ note: UNKNOWN_INVOICE_NOTE })
      .where('id', '=', id)
      .execute()
      .then(() => undefined);
  if (await closeUnpaid(db, id, 'EXPIRED', note)) log.warn({ payment: id }, 'an invoice QPay no longer knows was closed as expired');
}

export function createPaymentWorker(options: {
  db: Db;
  payments: PaymentContext;
  log: FastifyBaseLogger;
  intervalMs: number;
}): RepeatingTask {
  const { db, payments, log, intervalMs } = options;
  return repeatingTask(
    intervalMs,
    () => checkOpenPayments(db, payments, log),
    (error) => log.error({ err: error }, 'the payment check failed'),
  );
}
