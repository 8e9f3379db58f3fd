import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { paymentsFromConfig } from '../../../server/modules/payments/payments-from-config';
import { ebarimtFromConfig } from '../../../server/modules/ebarimt/ebarimt-from-config';

/* QPAY_* and EBARIMT_* variables: off when unset, whole groups, https for QPay except on a loopback address. */

const QPAY = {
  QPAY_BASE_URL: 'https://merchant.qpay.mn/v2',
  QPAY_USERNAME: 'ACHAA',
  QPAY_PASSWORD: 'secret',
  QPAY_INVOICE_CODE: 'ACHAA_INVOICE',
  PUBLIC_BASE_URL: 'https://achaa.mn',
};
const EBARIMT = {
  EBARIMT_POSAPI_URL: 'http://10.0.0.5:7080',
  EBARIMT_MERCHANT_TIN: '5317878',
  EBARIMT_BRANCH_NO: '001',
  EBARIMT_POS_NO: '001',
  EBARIMT_DISTRICT_CODE: '3505',
  EBARIMT_CLASSIFICATION_CODE: '6511100',
};

describe('payment configuration', () => {
  it('unset: no online payment and no e-barimt; the check every 30 s by default', () => {
    const config = loadConfig({});
    expect(paymentsFromConfig(config)).toEqual({});
    expect(ebarimtFromConfig(config).posapi).toBeUndefined();
    expect(config.QPAY_CHECK_SECONDS).toBe(30);
    // The tax authority's public lookups work without PosAPI (the company name on the counter).
    expect(ebarimtFromConfig(config).taxApiUrl).toBe('https://api.ebarimt.mn');
  });

  it('set: both clients, the check interval from QPAY_CHECK_SECONDS', () => {
    const payments = paymentsFromConfig(loadConfig({ ...QPAY, ...EBARIMT, QPAY_CHECK_SECONDS: '10' }));
    expect(payments.online).toMatchObject({ publicBaseUrl: 'https://achaa.mn', checkIntervalMs: 10_000 });
    const ebarimt = ebarimtFromConfig(loadConfig({ ...EBARIMT, EBARIMT_TIMEOUT_SECONDS: '5', EBARIMT_WORKER: 'off' }));
    expect(ebarimt).toMatchObject({ merchantTin: EBARIMT.EBARIMT_MERCHANT_TIN, cityTax: false });
    expect(ebarimt.posapi).toBeDefined();
    expect(ebarimt.worker).toBeUndefined();
    expect(ebarimtFromConfig(loadConfig({ ...EBARIMT, EBARIMT_TIMEOUT_SECONDS: '5' })).worker).toMatchObject({ leaseMs: 12_000 });
  });

  it('QPay over plain http only on a loopback address (the tests)', () => {
    expect(() => loadConfig({ ...QPAY, QPAY_BASE_URL: 'http://merchant.qpay.mn/v2' })).toThrow(/https/);
    for (const url of ['http://127.0.0.1:9999/v2', 'http://localhost:9999/v2', 'http://[::1]:9999/v2']) {
      expect(loadConfig({ ...QPAY, QPAY_BASE_URL: url }).QPAY_BASE_URL).toBe(url);
    }
  });

  it('a group half set is refused with the names to set', () => {
    expect(() => loadConfig({ QPAY_BASE_URL: QPAY.QPAY_BASE_URL })).toThrow(/QPAY_USERNAME/);
    expect(() => loadConfig({ EBARIMT_POSAPI_URL: EBARIMT.EBARIMT_POSAPI_URL })).toThrow(/EBARIMT_MERCHANT_TIN/);
    expect(() => loadConfig({ ...EBARIMT, EBARIMT_MERCHANT_TIN: 'abc' })).toThrow(/EBARIMT_MERCHANT_TIN/);
  });
});
