import { z } from 'zod';
import { sumOf, taxesOf } from './ebarimt-amounts';
import { fetchWithTimeout, jsonOf, OutsideServiceError } from './outside-call';

/*
 * PosAPI 3.0, the tax authority's e-receipt service the operator runs on a private address
 * (docs/payments.md): `POST /rest/receipt` issues a receipt, `DELETE /rest/receipt` returns it.
 * Issuing is never repeated by us (a lost answer may have issued one): a failure is recorded and
 * staff issue it again.
 */

export interface EbarimtOptions {
  url: string;
  merchantTin: string;
  branchNo: string;
  posNo: string;
  districtCode: string;
  /** The goods and services classification code of the transport service. */
  classificationCode: string;
  /** City tax (НХАТ) applies to this service; off for transport by default. */
  cityTax?: boolean;
  timeoutMs?: number;
}

export const ebarimtMessages = {
  failed: 'И-баримт үүсгэж чадсангүй. Ажилтан дахин гаргаж өгнө',
  returnFailed: 'И-баримтыг буцааж чадсангүй',
} as const;

export type EbarimtPaymentCode = 'CASH' | 'PAYMENT_CARD';

export interface ReceiptRequest {
  /** One line per parcel: its track code and fee. */
  items: ReadonlyArray<{ trackCode: string; fee: number }>;
  payment: EbarimtPaymentCode;
  /** A company's TIN: a B2B receipt. */
  customerTin?: string | null;
}

export interface IssuedReceipt {
  id: string;
  date: string;
  lottery: string;
  qrData: string;
}

const receiptAnswerSchema = z.object({
  id: z.string().min(1),
  status: z.string().optional(),
  message: z.string().optional(),
  date: z.string().default(''),
  lottery: z.string().default(''),
  qrData: z.string().default(''),
});

export interface EbarimtClient {
  issue(request: ReceiptRequest): Promise<IssuedReceipt>;
  returnReceipt(receipt: { id: string; date: string }): Promise<void>;
}

export function receiptBody(options: EbarimtOptions, request: ReceiptRequest) {
  const cityTax = options.cityTax ?? false;
  const items = request.items.map((item) => ({
    name: `Тээврийн үйлчилгээ ${item.trackCode}`,
    barCode: null,
    barCodeType: 'UNDEFINED',
    classificationCode: options.classificationCode,
    measureUnit: 'ш',
    qty: 1,
    unitPrice: item.fee,
    ...taxesOf(item.fee, cityTax),
  }));
  const totals = sumOf(items);
  const b2b = Boolean(request.customerTin);
  return {
    ...totals,
    districtCode: options.districtCode,
    merchantTin: options.merchantTin,
    branchNo: options.branchNo,
    posNo: options.posNo,
    type: b2b ? 'B2B_RECEIPT' : 'B2C_RECEIPT',
    ...(b2b ? { customerTin: request.customerTin } : {}),
    receipts: [{ ...totals, taxType: 'VAT_ABLE', merchantTin: options.merchantTin, items }],
    payments: [{ code: request.payment, status: 'PAID', paidAmount: totals.totalAmount }],
  };
}

export function createEbarimtClient(options: EbarimtOptions): EbarimtClient {
  const endpoint = `${options.url.replace(/\/+$/, '')}/rest/receipt`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = { 'content-type': 'application/json' };
  return {
    async issue(request) {
      const response = await fetchWithTimeout(
        endpoint,
        { method: 'POST', headers, body: JSON.stringify(receiptBody(options, request)) },
        timeoutMs,
        ebarimtMessages.failed,
      );
      const answer = receiptAnswerSchema.safeParse(await jsonOf(response, ebarimtMessages.failed));
      if (!answer.success || (answer.data.status && answer.data.status !== 'SUCCESS')) {
        throw new OutsideServiceError(ebarimtMessages.failed, `PosAPI refused: ${answer.success ? answer.data.message : 'no id'}`, true);
      }
      const { id, date, lottery, qrData } = answer.data;
      return { id, date, lottery, qrData };
    },
    async returnReceipt(receipt) {
      const response = await fetchWithTimeout(
        endpoint,
        { method: 'DELETE', headers, body: JSON.stringify({ id: receipt.id, date: receipt.date }) },
        timeoutMs,
        ebarimtMessages.returnFailed,
      );
      await jsonOf(response, ebarimtMessages.returnFailed);
    },
  };
}

/** The PosAPI payment code of a way of paying: cash is CASH, everything else (card, transfer, QPay) PAYMENT_CARD. */
export const ebarimtPaymentCode = (method: string): EbarimtPaymentCode => (method === 'CASH' ? 'CASH' : 'PAYMENT_CARD');
