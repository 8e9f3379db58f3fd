import type { Config } from '../../config';
import type { OnlinePayments } from './payment-settings';
import { createQpayClient } from './qpay-client';

/** QPay as the environment configures it (config.ts checks the group is whole). */
export function paymentsFromConfig(config: Config): { online?: OnlinePayments } {
  const online: OnlinePayments | undefined =
    config.QPAY_BASE_URL && config.QPAY_USERNAME && config.QPAY_PASSWORD && config.QPAY_INVOICE_CODE && config.PUBLIC_BASE_URL
      ? {
          qpay: createQpayClient({
            baseUrl: config.QPAY_BASE_URL,
            username: config.QPAY_USERNAME,
            password: config.QPAY_PASSWORD,
            invoiceCode: config.QPAY_INVOICE_CODE,
          }),
          publicBaseUrl: config.PUBLIC_BASE_URL,
          checkIntervalMs: config.QPAY_CHECK_SECONDS * 1000,
        }
      : undefined;
  return online ? { online } : {};
}
