import type { EbarimtContext } from '../ebarimt/ebarimt-context';
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

export interface PaymentContext {
  online?: OnlinePayments;
  /** The e-barimt of a payment: queued with it, issued by the outbox worker (server/modules/ebarimt). */
  ebarimt: EbarimtContext;
}
