import { describe, expect, it } from 'vitest';
import { receiptBody } from '../../../server/modules/ebarimt/posapi-client';

/* The receipt's amounts: VAT 10/110 of each price, city tax when it applies, totals the items' exact sums. */

const options = {
  url: 'http://127.0.0.1',
  merchantTin: '5317878',
  branchNo: '001',
  posNo: '001',
  districtCode: '3505',
  classificationCode: '6511100',
};
const cents = (value: number) => Math.round(value * 100);

describe('receipt amounts', () => {
  it('one item per parcel; VAT 10/110; totals are the sums to the möngö, for awkward prices too', () => {
    const fees = [8500, 3000, 100, 33_300, 7];
    const body = receiptBody(options, {
      lines: fees.map((amount, index) => ({ trackCode: `T${index}`, amount })),
      payment: 'CASH',
      billIdSuffix: '000001',
    });
    const items = body.receipts[0]!.items;
    expect(items).toHaveLength(fees.length);
    expect(items[0]).toMatchObject({
      unitPrice: 8500,
      qty: 1,
      totalAmount: 8500,
      totalVAT: 772.73,
      totalCityTax: 0,
      classificationCode: '6511100',
    });
    for (const key of ['totalAmount', 'totalVAT', 'totalCityTax'] as const) {
      expect(cents(body[key])).toBe(items.reduce((sum, item) => sum + cents(item[key]), 0));
    }
    expect(body.totalAmount).toBe(fees.reduce((sum, fee) => sum + fee, 0));
    expect(body).toMatchObject({ type: 'B2C_RECEIPT', payments: [{ code: 'CASH', paidAmount: body.totalAmount }] });
  });

  it('with city tax: VAT 10/112 and city tax 2/112; B2B with the TIN', () => {
    const body = receiptBody(
      { ...options, cityTax: true },
      { lines: [{ trackCode: 'A', amount: 11_200 }], payment: 'PAYMENT_CARD', customerTin: '37000012345', billIdSuffix: '000002' },
    );
    expect(body).toMatchObject({
      totalAmount: 11_200,
      totalVAT: 1000,
      totalCityTax: 200,
      type: 'B2B_RECEIPT',
      customerTin: '37000012345',
      billIdSuffix: '000002',
    });
  });
});
