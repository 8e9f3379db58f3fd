import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { OutsideServiceError } from '../../lib/outside-call';
import { DEFAULT_POSAPI_TIMEOUT_MS, PosApiRefusal, type PosApiClient } from './posapi-client';
import { billIdSuffixOf, claimDueReceipts, markSent, settleClaim, type ClaimedReceipt } from './receipt-outbox';
import type { ShownReceipts } from './shown-receipts';
import { isRegisterNumber, taxLookupMessages, type TaxLookup } from './tax-lookup';

/*
 * The e-barimt worker: on every instance, it claims due receipts (receipt-outbox.ts) and makes one
 * PosAPI call per claim. PosAPI down, slow or answering 5xx: the row waits a growing pause and is
 * tried again, for as long as it takes. PosAPI refusing: the row is FAILED (or RETURN_FAILED) with
 * PosAPI's words, for a person. A lost answer (timeout, crash) is settled by the next claim, which
 * sends the same billIdSuffix: PosAPI refuses it if the first one went through.
 */

export interface ReceiptWorkerOptions {
  db: Db;
  posapi: PosApiClient;
  taxLookup: TaxLookup;
  shownReceipts: ShownReceipts;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due rows. */
  pollMs?: number;
  /** The first pause after PosAPI was down; doubled per attempt, up to an hour. */
  retryBaseMs?: number;
  batchSize?: number;
  /** How long a claim holds a row: longer than one PosAPI call can take. */
  leaseMs?: number;
}

export interface ReceiptWorker extends RepeatingTask {
  /** Claims and handles one batch; answers how many rows it handled. */
  runOnce(): Promise<number>;
  /** Handles this one row now if it is due and unclaimed (the counter's answer waits for it a moment). */
  runFor(receiptRowId: number): Promise<void>;
}

const HOUR_MS = 60 * 60_000;

export const workerMessages = {
  duplicateSettled: 'Өмнөх оролдлогоор гарсан (хариу нь ирээгүй): дугаар нь PosAPI-д бий',
  noIdToReturn: 'И-баримтын дугаар тодорхойгүй тул буцаах боломжгүй: PosAPI-аас гараар буцаана уу',
  companyNotFound: 'Байгууллагын регистрээр ТТД олдсонгүй',
} as const;

/** The shown-receipts key of a receipt's money: `handover:1`, `payment:2`, `delivery:3`. */
export const shownKeyOf = (source: ClaimedReceipt['source'], sourceId: number) => `${source.toLowerCase()}:${sourceId}`;

export const defaultLeaseMs = (timeoutMs = DEFAULT_POSAPI_TIMEOUT_MS) => 2 * timeoutMs + 2_000;

export function createReceiptWorker(options: ReceiptWorkerOptions): ReceiptWorker {
  const { db, posapi, taxLookup, shownReceipts, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? defaultLeaseMs();
  const retryInMs = (attempts: number) => Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);

  /** The TIN PosAPI needs: a register number is looked up; undefined when the tax authority knows none. */
  async function tinOf(number: string | null): Promise<string | null | undefined> {
    if (!number || !isRegisterNumber(number)) return number;
    return (await taxLookup.company(number))?.tin;
  }

  async function issue(claimed: ClaimedReceipt): Promise<void> {
    const customerTin = await tinOf(claimed.customerTin);
    if (customerTin === undefined) {
      await settleClaim(db, claimed, { status: 'FAILED', message: workerMessages.companyNotFound });
      return;
    }
    await markSent(db, claimed);
    try {
      const receipt = await posapi.issue({
        lines: claimed.lines,
        payment: claimed.paymentCode === 'CASH' ? 'CASH' : 'PAYMENT_CARD',
        customerTin,
        consumerNo: claimed.consumerNo,
        billIdSuffix: billIdSuffixOf(claimed.id),
      });
      // The lottery and QR are shown for an hour, never stored (shown-receipts.ts); kept before the
      // row says ISSUED, so whoever sees ISSUED first can show them.
      await shownReceipts.remember(shownKeyOf(claimed.source, claimed.sourceId), receipt);
      await settleClaim(db, claimed, { status: 'ISSUED', receiptId: receipt.id, receiptDate: receipt.date, message: null });
      log.info({ ebarimt: claimed.id, source: claimed.source, sourceId: claimed.sourceId }, 'e-barimt issued');
    } catch (error) {
      if (error instanceof PosApiRefusal && error.duplicate && claimed.sent) {
        // An earlier claim's POST went through and its answer was lost: the receipt exists, once.
        await settleClaim(db, claimed, { status: 'ISSUED', message: workerMessages.duplicateSettled });
        log.warn({ ebarimt: claimed.id }, 'e-barimt settled: an earlier attempt had issued it');
        return;
      }
      if (error instanceof PosApiRefusal) {
        await settleClaim(db, claimed, { status: 'FAILED', message: error.posMessage });
        log.warn({ ebarimt: claimed.id, posapi: error.posMessage }, 'e-barimt refused');
        return;
      }
      throw error;
    }
  }

  async function giveBack(claimed: ClaimedReceipt): Promise<void> {
    if (!claimed.receiptId) {
      await settleClaim(db, claimed, { status: 'RETURN_FAILED', message: workerMessages.noIdToReturn });
      return;
    }
    try {
      await posapi.returnReceipt({ id: claimed.receiptId, date: claimed.receiptDate ?? '' });
      await settleClaim(db, claimed, { status: 'RETURNED', message: null });
      log.info({ ebarimt: claimed.id }, 'e-barimt returned');
    } catch (error) {
      if (!(error instanceof PosApiRefusal)) throw error;
      await settleClaim(db, claimed, { status: 'RETURN_FAILED', message: error.posMessage });
      log.warn({ ebarimt: claimed.id, posapi: error.posMessage }, 'e-barimt return refused');
    }
  }

  /** One claim, one call; anything but an answer (down, slow, 5xx, the tax lookup down) waits and is tried again. */
  async function handle(claimed: ClaimedReceipt): Promise<void> {
    try {
      if (claimed.status === 'PENDING') await issue(claimed);
      else await giveBack(claimed);
    } catch (error) {
      const detail = error instanceof OutsideServiceError ? error.detail : String(error);
      log.warn({ ebarimt: claimed.id, attempts: claimed.attempts, detail }, 'e-barimt call failed: tried again later');
      const message = error instanceof OutsideServiceError && error.message === taxLookupMessages.down ? error.message : null;
      try {
        await settleClaim(db, claimed, { status: claimed.status, retryInMs: retryInMs(claimed.attempts), ...(message ? { message } : {}) });
      } catch (markError) {
        // The lease runs out and the row comes back: nothing is lost.
        log.error({ err: markError, ebarimt: claimed.id }, 'could not record an e-barimt attempt');
      }
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueReceipts(db, batchSize, leaseMs);
    for (const row of claimed) await handle(row);
    return claimed.length;
  }

  async function runFor(receiptRowId: number): Promise<void> {
    for (const row of await claimDueReceipts(db, 1, leaseMs, receiptRowId)) await handle(row);
  }

  const loop = repeatingTask(
    pollMs,
    async (isRunning) => {
      // A full batch means more may be due: keep going without waiting.
      while (isRunning() && (await runOnce()) === batchSize);
    },
    (error) => log.error({ err: error }, 'e-barimt worker batch failed'),
  );
  return { ...loop, runOnce, runFor };
}
