import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { findPayment, paymentAnswer, type PaymentRow } from './payment-repository';
import { asHttpError, endUnpaid, paymentMessages } from './payment-service';
import type { PaymentContext } from './payment-settings';

/**
 * An open invoice cancelled at QPay and here: the customer's own (`POST /api/payments/{id}/cancel`)
 * or the counter's (`POST /api/staff/payments/{id}/cancel`, audited under the staff member's id).
 * 409 `PAYMENT_NOT_OPEN` once it is no longer open; 409 `ALREADY_PAID` when QPay's check found it paid.
 */
export async function cancelOpenPayment(db: Db, payments: PaymentContext, row: PaymentRow, log: FastifyBaseLogger, staffId?: number) {
  if (row.status !== 'OPEN') throw conflict('PAYMENT_NOT_OPEN');
  // A staff member's cancel is audited, in the transaction that cancels.
  const audit =
    staffId === undefined
      ? undefined
      : (trx: Db) =>
          recordAudit(trx, {
            actorId: staffId,
            action: 'payment.cancel',
            object: `payment:${row.id}`,
            before: { status: 'OPEN', amount: row.amount },
            after: { status: 'CANCELLED' },
          });
  try {
    await endUnpaid(db, payments, row.id, 'CANCELLED', log, audit);
  } catch (error) {
    throw asHttpError(error, log);
  }
  const after = (await findPayment(db, row.id))!;
  // QPay's check found it paid: recorded as paid, not cancelled (the counter then shows the parcels paid).
  if (after.status === 'PAID') throw conflict(paymentMessages.paidMeanwhile, 'ALREADY_PAID');
  return paymentAnswer(db, after);
}
