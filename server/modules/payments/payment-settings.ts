import type { EbarimtClient } from './ebarimt-client';
import type { QpayClient } from './qpay-client';

/** Online payment as configured (QPAY_* variables); absent: no online payment. */
export interface OnlinePayments {
  qpay: QpayClient;
  /** The callback is `{publicBaseUrl}/api/payments/qpay/callback?payment={id}`. */
  publicBaseUrl: string;
  /** How long an invoice stays open before it is cancelled (default 20 minutes). */
  invoiceTtlMs?: number;
  /** Runs the worker that checks open invoices every this many ms (main.ts: QPAY_CHECK_SECONDS; tests drive it themselves). */
  checkIntervalMs?: number;
}

/** What a just-issued e-barimt shows once (lottery number, QR data), kept in memory for a while, never in the database. */
export interface ShownReceipts {
  remember(key: string, shown: { lottery: string; qrData: string }): void;
  recall(key: string): { lottery: string; qrData: string } | undefined;
}

/** PosAPI asks that the lottery number is not stored: it lives here an hour, for the customer's open page. */
export function createShownReceipts(ttlMs = 60 * 60_000, max = 10_000): ShownReceipts {
  const shown = new Map<string, { lottery: string; qrData: string; until: number }>();
  return {
    remember(key, receipt) {
      if (shown.size >= max) shown.delete(shown.keys().next().value!);
      shown.set(key, { ...receipt, until: Date.now() + ttlMs });
    },
    recall(key) {
      const entry = shown.get(key);
      if (!entry) return undefined;
      if (entry.until < Date.now()) {
        shown.delete(key);
        return undefined;
      }
      return { lottery: entry.lottery, qrData: entry.qrData };
    },
  };
}

export interface PaymentContext {
  online?: OnlinePayments;
  ebarimt?: EbarimtClient;
  shownReceipts: ShownReceipts;
}
