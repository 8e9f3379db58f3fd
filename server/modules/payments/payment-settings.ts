import type { EbarimtClient } from './ebarimt-client';
import type { QpayClient } from './qpay-client';
import type { ShownReceipts } from './shown-receipts';

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

export interface PaymentContext {
  online?: OnlinePayments;
  ebarimt?: EbarimtClient;
  /** The lottery and QR of receipts just issued, shown an hour, never stored (shown-receipts.ts). */
  shownReceipts: ShownReceipts;
}
