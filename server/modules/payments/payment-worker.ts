import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { findPayment, openPaymentIds } from './payment-repository';
import { confirmPayment, endUnpaid } from './payment-service';
import type { PaymentContext } from './payment-settings';

/**
 * One pass over the open invoices: a paid one whose callback never came is recorded, an expired
 * one is cancelled at QPay and marked EXPIRED. Every instance may run it: each change is a
 * compare-and-set, so two passes over one payment record it once.
 */
export async function checkOpenPayments(db: Db, payments: PaymentContext, log: FastifyBaseLogger): Promise<void> {
  for (const { id } of await openPaymentIds(db)) {
    try {
      const row = await findPayment(db, id);
      if (!row || row.status !== 'OPEN') continue;
      if (Date.parse(toIso(row.expires_at)) <= Date.now()) await endUnpaid(db, payments, id, 'EXPIRED', log);
      else await confirmPayment(db, payments, id, log);
    } catch (error) {
      // QPay down: the payment stays open and the next pass asks again.
      log.warn({ payment: id, err: error }, 'checking an open payment failed');
    }
  }
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
