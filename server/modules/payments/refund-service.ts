import type { Db } from '../../db/database';
import { recordAudit } from '../audit/record-audit';
import { REFUNDING_NOTE } from '../billing/billing-messages';
import { reverseLedger } from '../billing/ledger';
import { requestReturn } from '../ebarimt/receipt-outbox';
import type { PaymentRow } from './payment-repository';

/*
 * The writes of a refund (`POST /api/staff/payments/{id}/refund`, payment-refund.ts): what QPay gave
 * back is recorded here once QPay has done it.
 */

/** Whether one of the payment's parcels was handed over already (its money then stays: undo the handover first). */
export async function hasHandedOverParcel(db: Db, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_parcels')
    .innerJoin('parcels', 'parcels.id', 'payment_parcels.parcel_id')
    .select('parcels.id')
    .where('payment_parcels.payment_id', '=', paymentId)
    .where('parcels.status', '=', 'FINISHED')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves a closed invoice's note from one state of its late money to another (late → a refund under
 * way, and back when QPay fails): a compare-and-set, so a refund and a keep of the same money
 * cannot both go on. Answers whether it moved.
 */
export async function moveLateMoneyNote(db: Db, paymentId: number, from: string, to: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ note: to }).where('id', '=', paymentId).where('note', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * In one transaction: the payment becomes REFUNDED (a compare-and-set on the state it was read in, so
 * two presses refund once), its parcels are unpaid again, the ledger gets its reversal, the e-barimt
 * is asked back through the outbox, and the refund is audited. Answers false when another press won.
 */
export async function recordRefund(db: Db, row: PaymentRow, late: boolean, staffId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('payments')
      .set({ status: 'REFUNDED' })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .$if(late, (query) => query.where('note', '=', REFUNDING_NOTE))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.updateTable('payment_parcels').set({ paid_parcel_id: null }).where('payment_id', '=', row.id).execute();
    await reverseLedger(trx, { paymentId: row.id }, staffId, 'QPay refund');
    await requestReturn(trx, 'PAYMENT', row.id);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'payment.refund',
      object: row.phone,
      before: { paymentId: row.id, status: row.status, amount: row.amount },
      after: { status: 'REFUNDED' },
    });
    return true;
  });
}
