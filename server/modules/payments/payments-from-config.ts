import type { Config } from '../../config';
import { createEbarimtClient, type EbarimtClient } from './ebarimt-client';
import type { OnlinePayments } from './payment-settings';
import { createQpayClient } from './qpay-client';

/** QPay and PosAPI as the environment configures them (config.ts checks each group is whole). */
export function paymentsFromConfig(config: Config): { online?: OnlinePayments; ebarimt?: EbarimtClient } {
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
  const ebarimt =
    config.EBARIMT_POSAPI_URL &&
    config.EBARIMT_MERCHANT_TIN &&
    config.EBARIMT_BRANCH_NO &&
    config.EBARIMT_POS_NO &&
    config.EBARIMT_DISTRICT_CODE &&
    config.EBARIMT_CLASSIFICATION_CODE
      ? createEbarimtClient({
          url: config.EBARIMT_POSAPI_URL,
          merchantTin: config.EBARIMT_MERCHANT_TIN,
          branchNo: config.EBARIMT_BRANCH_NO,
          posNo: config.EBARIMT_POS_NO,
          districtCode: config.EBARIMT_DISTRICT_CODE,
          classificationCode: config.EBARIMT_CLASSIFICATION_CODE,
        })
      : undefined;
  return { ...(online ? { online } : {}), ...(ebarimt ? { ebarimt } : {}) };
}
