import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ReceiptSource } from '../../db/schema';
import type { PosApiClient } from './posapi-client';
import { findReceiptRowOf } from './receipt-outbox';
import { turnReceiptsOn } from './receipts-on';
import { createReceiptWorker, type ReceiptWorker, type ReceiptWorkerOptions } from './receipt-worker';
import { createShownReceipts, type ShownReceipts } from './shown-receipts';
import { createTaxLookup, type TaxLookup } from './tax-lookup';

/** The e-barimt as buildApp takes it (main.ts: the EBARIMT_* variables; tests: fakes on 127.0.0.1). */
export interface EbarimtOptions {
  /** PosAPI 3.0; unset: no receipts are issued (none are queued either). */
  posapi?: PosApiClient;
  /** The merchant's TIN, printed on receipts (EBARIMT_MERCHANT_TIN). */
  merchantTin?: string;
  /** City tax (НХАТ) is charged on the service (EBARIMT_CITY_TAX). */
  cityTax?: boolean;
  /** The tax authority's public lookups: given (tests), else at `taxApiUrl` (EBARIMT_API_URL, default https://api.ebarimt.mn). */
  taxLookup?: TaxLookup;
  taxApiUrl?: string;
  /** Runs the worker in this process (main.ts unless EBARIMT_WORKER=off; tests drive it themselves). */
  worker?: Partial<Pick<ReceiptWorkerOptions, 'pollMs' | 'retryBaseMs' | 'batchSize' | 'leaseMs'>>;
}

export interface EbarimtContext {
  posapi?: PosApiClient;
  merchantTin: string;
  cityTax: boolean;
  taxLookup: TaxLookup;
  /** The lottery and QR of receipts just issued, shown an hour, never stored. */
  shownReceipts: ShownReceipts;
  /** Issues due receipts; present when PosAPI is configured (started only where `worker` asks). */
  worker?: ReceiptWorker;
  /** After the money's transaction: issue its receipt now, waiting at most `waitMs` (the worker finishes it otherwise). */
  issueSoon(source: ReceiptSource, sourceId: number, waitMs?: number): Promise<void>;
}

export const DEFAULT_ISSUE_WAIT_MS = 5_000;

export function createEbarimtContext(
  db: Db,
  options: EbarimtOptions | undefined,
  redis: { url: string; keyPrefix?: string } | undefined,
  log: FastifyBaseLogger,
): EbarimtContext {
  const shownReceipts = createShownReceipts(redis, log);
  const taxLookup = options?.taxLookup ?? createTaxLookup({ url: options?.taxApiUrl });
  const posapi = options?.posapi;
  if (posapi) turnReceiptsOn(db);
  const worker = posapi ? createReceiptWorker({ db, posapi, taxLookup, shownReceipts, log, ...options?.worker }) : undefined;
  return {
    ...(posapi ? { posapi } : {}),
    merchantTin: options?.merchantTin ?? '',
    cityTax: options?.cityTax ?? false,
    taxLookup,
    shownReceipts,
    ...(worker ? { worker } : {}),
    async issueSoon(source, sourceId, waitMs = DEFAULT_ISSUE_WAIT_MS) {
      if (!worker) return;
      const row = await findReceiptRowOf(db, source, sourceId);
      if (!row) return;
      let timer: NodeJS.Timeout | undefined;
      const done = worker
        .runFor(row.id)
        .catch((error: unknown) => log.warn({ err: error, ebarimt: row.id }, 'e-barimt right after payment failed'));
      await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, waitMs).unref()))]);
      clearTimeout(timer);
    },
  };
}
