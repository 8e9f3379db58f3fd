import { randomBytes } from 'node:crypto';
import type { Ebarimt, EbarimtStatus } from '@contract';
import type { Db } from '../../db/database';
import { lockedOnPostgres } from '../../db/locks';
import type { ReceiptSource } from '../../db/schema';
import { receiptsOn } from './receipts-on';
import { ebarimtPaymentCode } from './posapi-client';

/*
 * The e-barimt outbox (docs/payments.md). A receipt is a row written in the same transaction as
 * the money it is for, so a crash can never leave money without its receipt. Workers on every
 * instance claim due rows with a compare-and-set on an expired claim (and FOR UPDATE SKIP LOCKED
 * on PostgreSQL), make one PosAPI call per claim, and record the outcome only under their own
 * claim. Undo and refunds ask for the receipt back through the same rows.
 */

export interface NewReceipt {
  source: ReceiptSource;
  sourceId: number;
  phone: string;
  /** What was paid: one line per parcel (fee and storage together) or the delivery fee. Zero lines are left out. */
  lines: ReadonlyArray<{ trackCode: string; amount: number }>;
  /** How it was paid (CASH, CARD, TRANSFER, QPAY…): cash is CASH on the receipt, the rest PAYMENT_CARD. */
  method: string;
  /** A company's register number or TIN as typed: a B2B receipt under its TIN. */
  customerTin?: string | null;
}

/**
 * Queues the receipt of money just recorded: call it inside that transaction. Nothing is queued
 * for nothing paid, nor when this server has no PosAPI. A person's saved consumer number is frozen onto the row (a company's receipt
 * needs none). Answers the row's id, or undefined.
 */
export async function queueReceipt(trx: Db, receipt: NewReceipt): Promise<number | undefined> {
  if (!receiptsOn(trx)) return undefined;
  const lines = receipt.lines.filter((line) => line.amount > 0);
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (amount <= 0) return undefined;
  const consumer = receipt.customerTin
    ? undefined
    : await trx.selectFrom('users').select('ebarimt_consumer_no').where('phone', '=', receipt.phone).executeTakeFirst();
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto('ebarimt_receipts')
    .values({
      source: receipt.source,
      source_id: receipt.sourceId,
      phone: receipt.phone,
      amount,
      lines: JSON.stringify(lines),
      payment_code: ebarimtPaymentCode(receipt.method),
      customer_tin: receipt.customerTin ?? null,
      consumer_no: consumer?.ebarimt_consumer_no ?? null,
      status: 'PENDING',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The money was taken back (an undo, a refund): call it inside that transaction. A receipt never
 * sent and not being sent is simply dropped (no receipt exists); any other is returned by the worker
 * once it is issued, whatever the timing: one being issued right now is returned right after.
 */
export async function requestReturn(trx: Db, source: ReceiptSource, sourceId: number): Promise<void> {
  const now = new Date().toISOString();
  const neverSent = await trx
    .deleteFrom('ebarimt_receipts')
    .where('source', '=', source)
    .where('source_id', '=', sourceId)
    .where('status', 'in', ['PENDING', 'FAILED'])
    .where('sent', '=', 0)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(neverSent.numDeletedRows) === 1) return;
  await trx
    .updateTable('ebarimt_receipts')
    .set({ return_wanted: 1, next_attempt_at: now, updated_at: now })
    .where('source', '=', source)
    .where('source_id', '=', sourceId)
    .where('status', 'in', ['PENDING', 'ISSUED', 'FAILED'])
    .execute();
}

export interface ClaimedReceipt {
  id: number;
  claimToken: string;
  source: ReceiptSource;
  sourceId: number;
  status: EbarimtStatus;
  attempts: number;
  amount: number;
  lines: Array<{ trackCode: string; amount: number }>;
  paymentCode: string;
  customerTin: string | null;
  consumerNo: string | null;
  receiptId: string | null;
  receiptDate: string | null;
  returnWanted: boolean;
  sent: boolean;
}

/** Rows a worker acts on: to issue, or issued and wanted back. */
const dueFilter = (db: Db, nowIso: string) =>
  db
    .selectFrom('ebarimt_receipts')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'ISSUED'), eb('return_wanted', '=', 1)])]))
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]));

/**
 * Claims up to `limit` due rows (or the one `only`) for `leaseMs`: the UPDATE re-checks "unclaimed
 * or claim expired", so two workers never hold one row; on PostgreSQL the candidates are picked FOR
 * UPDATE SKIP LOCKED so instances take different rows. The lease outlasts one PosAPI call.
 */
export async function claimDueReceipts(db: Db, limit: number, leaseMs: number, only?: number): Promise<ClaimedReceipt[]> {
  const now = new Date();
  const nowIso = now.toISOString();
  const claimToken = randomBytes(12).toString('hex');
  let due = dueFilter(db, nowIso).orderBy('id').limit(limit);
  if (only !== undefined) due = due.where('id', '=', only);
  // One named row waits for a lock a moment (another request's retry may hold it); a batch skips locked rows.
  due = lockedOnPostgres(db, due, { skipLocked: only === undefined });
  const claimed = await db
    .updateTable('ebarimt_receipts')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      claim_token: claimToken,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('ebarimt_receipts')
    .selectAll()
    .where(
      'id',
      'in',
      claimed.map((row) => row.id),
    )
    .where('claim_token', '=', claimToken)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    claimToken,
    source: row.source,
    sourceId: row.source_id,
    status: row.status,
    attempts: row.attempts,
    amount: row.amount,
    lines: JSON.parse(row.lines) as ClaimedReceipt['lines'],
    paymentCode: row.payment_code,
    customerTin: row.customer_tin,
    consumerNo: row.consumer_no,
    receiptId: row.receipt_id,
    receiptDate: row.receipt_date,
    returnWanted: row.return_wanted === 1,
    sent: row.sent === 1,
  }));
}

/** The bill id suffix of a row: its id's last six digits, unique per day for up to a million receipts a day. */
export const billIdSuffixOf = (id: number) => String(id % 1_000_000).padStart(6, '0');

const ownClaim = (db: Db, claimed: Pick<ClaimedReceipt, 'id' | 'claimToken'>) =>
  db.updateTable('ebarimt_receipts').where('id', '=', claimed.id).where('claim_token', '=', claimed.claimToken);

/** Marks that a POST is going out under this claim: a lost answer then makes the next one a possible duplicate. */
export async function markSent(db: Db, claimed: ClaimedReceipt): Promise<void> {
  await ownClaim(db, claimed).set({ sent: 1 }).execute();
}

/** Records the claim's outcome (releasing the claim); false when the claim was lost meanwhile. */
export async function settleClaim(
  db: Db,
  claimed: ClaimedReceipt,
  outcome: { status: EbarimtStatus; receiptId?: string | null; receiptDate?: string | null; message?: string | null; retryInMs?: number },
): Promise<boolean> {
  const now = Date.now();
  const result = await ownClaim(db, claimed)
    .set({
      status: outcome.status,
      ...(outcome.receiptId === undefined ? {} : { receipt_id: outcome.receiptId }),
      ...(outcome.receiptDate === undefined ? {} : { receipt_date: outcome.receiptDate }),
      ...(outcome.message === undefined ? {} : { message: outcome.message }),
      next_attempt_at: new Date(now + (outcome.retryInMs ?? 0)).toISOString(),
      claimed_until: null,
      claim_token: null,
      updated_at: new Date(now).toISOString(),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * "Дахин оролдох": a refused receipt is issued again, a refused return asked again, now. A
 * compare-and-set on the state it was in, so two owners pressing at once queue it once.
 */
export async function retryReceipt(db: Db, id: number): Promise<boolean> {
  const now = new Date().toISOString();
  const row = await db.selectFrom('ebarimt_receipts').select('status').where('id', '=', id).executeTakeFirst();
  if (row?.status !== 'FAILED' && row?.status !== 'RETURN_FAILED') return false;
  const result = await db
    .updateTable('ebarimt_receipts')
    .set({ status: row.status === 'FAILED' ? 'PENDING' : 'ISSUED', next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The receipts of these payments, handovers or collections, as their answers show them. */
export async function receiptsOf(db: Db, source: ReceiptSource, sourceIds: readonly number[]): Promise<Map<number, Ebarimt>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ebarimt_receipts')
    .select(['source_id', 'receipt_id', 'status', 'message'])
    .where('source', '=', source)
    .where('source_id', 'in', sourceIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.source_id,
      {
        id: row.receipt_id,
        status: row.status,
        ...((row.status === 'FAILED' || row.status === 'RETURN_FAILED') && row.message ? { message: row.message } : {}),
      },
    ]),
  );
}

export async function receiptOf(db: Db, source: ReceiptSource, sourceId: number): Promise<Ebarimt | undefined> {
  return (await receiptsOf(db, source, [sourceId])).get(sourceId);
}

export function findReceiptRowOf(db: Db, source: ReceiptSource, sourceId: number) {
  return db.selectFrom('ebarimt_receipts').selectAll().where('source', '=', source).where('source_id', '=', sourceId).executeTakeFirst();
}
