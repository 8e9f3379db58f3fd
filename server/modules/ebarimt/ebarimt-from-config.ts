import type { Config } from '../../config';
import type { EbarimtOptions } from './ebarimt-context';
import { createPosApiClient } from './posapi-client';
import { defaultLeaseMs } from './receipt-worker';

/** The e-barimt as the environment configures it (config.ts checks the EBARIMT_* group is whole; docs/payments.md). */
export function ebarimtFromConfig(config: Config): EbarimtOptions {
  const timeoutMs = config.EBARIMT_TIMEOUT_SECONDS * 1000;
  const posapi =
    config.EBARIMT_POSAPI_URL &&
    config.EBARIMT_MERCHANT_TIN &&
    config.EBARIMT_BRANCH_NO &&
    config.EBARIMT_POS_NO &&
    config.EBARIMT_DISTRICT_CODE &&
    config.EBARIMT_CLASSIFICATION_CODE
      ? createPosApiClient({
          url: config.EBARIMT_POSAPI_URL,
          merchantTin: config.EBARIMT_MERCHANT_TIN,
          branchNo: config.EBARIMT_BRANCH_NO,
          posNo: config.EBARIMT_POS_NO,
          districtCode: config.EBARIMT_DISTRICT_CODE,
          classificationCode: config.EBARIMT_CLASSIFICATION_CODE,
          cityTax: config.EBARIMT_CITY_TAX,
          timeoutMs,
        })
      : undefined;
  return {
    ...(posapi ? { posapi } : {}),
    merchantTin: config.EBARIMT_MERCHANT_TIN ?? '',
    cityTax: config.EBARIMT_CITY_TAX,
    taxApiUrl: config.EBARIMT_API_URL,
    ...(config.EBARIMT_WORKER ? { worker: { retryBaseMs: config.EBARIMT_RETRY_SECONDS * 1000, leaseMs: defaultLeaseMs(timeoutMs) } } : {}),
  };
}
