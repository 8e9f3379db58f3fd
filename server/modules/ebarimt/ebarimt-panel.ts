import type { AdminEbarimt } from '@contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import type { EbarimtContext } from './ebarimt-context';
import { loadEbarimtOverview } from './ebarimt-overview';
import { receiptRowExists, retryReceiptRow } from './receipt-answers';

/* What the owner's e-barimt panel does besides showing the overview; each answers the overview anew. */

export const ebarimtMessages = {
  notRetryable: 'Энэ и-баримтыг дахин оролдох шаардлагагүй байна',
  notConfigured: 'PosAPI тохируулаагүй байна',
  sendFailed: 'PosAPI өгөгдлөө илгээж чадсангүй. Дахин оролдоно уу',
} as const;

/** "Дахин оролдох" on a receipt row: 404 when there is none, 409 `RECEIPT_NOT_RETRYABLE` when it has nothing to retry. */
export async function retryFromPanel(db: Db, ebarimt: EbarimtContext, receiptRowId: number, actorId: number): Promise<AdminEbarimt> {
  if (!(await retryReceiptRow(db, ebarimt, receiptRowId, actorId))) {
    throw (await receiptRowExists(db, receiptRowId))
      ? new HttpError(409, ebarimtMessages.notRetryable, {}, 'RECEIPT_NOT_RETRYABLE')
      : notFound();
  }
  return loadEbarimtOverview(db, ebarimt);
}

/** "Илгээх": PosAPI sends the day's receipts to the tax authority now (it also does so by itself); 503 when it cannot. */
export async function sendReceiptsNow(db: Db, ebarimt: EbarimtContext, log: FastifyBaseLogger): Promise<AdminEbarimt> {
  if (!ebarimt.posapi) throw new HttpError(503, ebarimtMessages.notConfigured);
  try {
    await ebarimt.posapi.sendData();
  } catch (error) {
    log.warn({ err: error }, 'PosAPI sendData failed');
    throw new HttpError(503, ebarimtMessages.sendFailed);
  }
  return loadEbarimtOverview(db, ebarimt);
}
