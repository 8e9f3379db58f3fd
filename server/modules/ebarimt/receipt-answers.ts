import type { Ebarimt } from '@contract';
import type { Db } from '../../db/database';
import type { ReceiptSource } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { EbarimtContext } from './ebarimt-context';
import { findReceiptRowOf, receiptOf, retryReceipt } from './receipt-outbox';
import { shownKeyOf } from './receipt-worker';

/** A receipt as its money's answer shows it: with the lottery and QR while they may still be shown (never stored). */
export async function shownReceiptOf(
  db: Db,
  ebarimt: EbarimtContext,
  source: ReceiptSource,
  sourceId: number,
): Promise<Ebarimt | undefined> {
  const receipt = await receiptOf(db, source, sourceId);
  if (receipt?.status !== 'ISSUED') return receipt;
  const shown = await ebarimt.shownReceipts.recall(shownKeyOf(source, sourceId));
  return shown ? { ...receipt, ...shown } : receipt;
}

/**
 * "Дахин оролдох" from the counter's receipt, the payment or the owner's panel: a FAILED receipt is
 * issued again, a RETURN_FAILED one returned again, through the outbox, and the audit trail says who
 * asked. False when there is nothing to retry.
 */
export async function retryReceiptRow(db: Db, ebarimt: EbarimtContext, receiptRowId: number, actorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ebarimt_receipts')
    .select(['source', 'source_id', 'status', 'message'])
    .where('id', '=', receiptRowId)
    .executeTakeFirst();
  if (!row) return false;
  const retried = await db.transaction().execute(async (trx) => {
    if (!(await retryReceipt(trx, receiptRowId))) return false;
    await recordAudit(trx, {
      actorId,
      action: 'ebarimt.retry',
      object: `${row.source.toLowerCase()}:${row.source_id}`,
      before: { status: row.status, message: row.message },
      after: { status: row.status === 'FAILED' ? 'PENDING' : 'ISSUED' },
    });
    return true;
  });
  if (!retried) return false;
  await ebarimt.issueSoon(row.source, row.source_id);
  return true;
}

export async function retryReceiptOf(db: Db, ebarimt: EbarimtContext, source: ReceiptSource, sourceId: number, actorId: number) {
  const row = await findReceiptRowOf(db, source, sourceId);
  return row ? retryReceiptRow(db, ebarimt, row.id, actorId) : false;
}

export async function receiptRowExists(db: Db, receiptRowId: number): Promise<boolean> {
  return (await db.selectFrom('ebarimt_receipts').select('id').where('id', '=', receiptRowId).executeTakeFirst()) !== undefined;
}
