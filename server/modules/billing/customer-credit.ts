import type { Db } from '../../db/database';
import { lockedOnPostgres } from '../../db/locks';
import { recordAudit } from '../audit/record-audit';
import { KEPT_AS_CREDIT_NOTE, LATE_MONEY_NOTE } from './billing-messages';

/*
 * A customer's credit: money QPay received for one of their invoices after it was closed, which staff
 * chose to keep against what the customer owes rather than give back. It stays in the ledger as the
 * invoice's payment row on no parcel; a handover that uses it writes a row of minus that much on no
 * parcel (in the handover's own method, so the till counts only what was really taken), and an undone
 * handover's reversal gives it back. So the credit is the sum of those rows, and no figure is kept
 * anywhere else.
 */

/** The invoices whose late money was kept for this customer. */
const keptInvoices = (db: Db, phone: string) =>
  db.selectFrom('payments').select('id').where('phone', '=', phone).where('note', '=', KEPT_AS_CREDIT_NOTE);

/**
 * What the customer may still have taken off: kept money less what handovers used. With `lock`
 * (inside a handover's transaction), the kept invoices' rows are locked first on PostgreSQL, so two
 * counters handing over different parcels of one customer at once use the credit one after the other.
 */
export async function creditOf(db: Db, phone: string, options: { lock?: boolean } = {}): Promise<number> {
  const kept = await (options.lock ? lockedOnPostgres(db, keptInvoices(db, phone)) : keptInvoices(db, phone)).execute();
  // No kept invoice, no credit (a handover's rows on no parcel exist only where one was): the usual handover reads no ledger.
  if (kept.length === 0) return 0;
  const row = await db
    .selectFrom('ledger_payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('phone', '=', phone)
    .where('parcel_id', 'is', null)
    .where((eb) => eb.or([eb('payment_id', 'in', keptInvoices(db, phone)), eb('handover_id', 'is not', null)]))
    .executeTakeFirst();
  return Math.max(0, Number(row?.total ?? 0));
}

/**
 * Keeps a closed invoice's late money as the customer's credit: a compare-and-set on the invoice's
 * note, so it is kept once, and never while a refund of it is under way. Answers the customer's
 * credit now, or null when it is not (or no longer) such money.
 */
export async function keepAsCredit(db: Db, paymentId: number, staffId: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const kept = await trx
      .updateTable('payments')
      .set({ note: KEPT_AS_CREDIT_NOTE })
      .where('id', '=', paymentId)
      .where('status', 'in', ['CANCELLED', 'EXPIRED'])
      .where('note', '=', LATE_MONEY_NOTE)
      .returning(['phone', 'amount'])
      .executeTakeFirst();
    if (!kept) return null;
    const credit = await creditOf(trx, kept.phone);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'payment.keep',
      object: kept.phone,
      before: { paymentId, note: LATE_MONEY_NOTE },
      after: { note: KEPT_AS_CREDIT_NOTE, credit },
    });
    return credit;
  });
}
