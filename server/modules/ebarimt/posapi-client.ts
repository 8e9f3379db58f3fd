import { z } from 'zod';
import { fetchWithTimeout, jsonOf, OutsideServiceError } from '../../lib/outside-call';
import { sumOf, taxesOf } from './receipt-amounts';

/*
 * PosAPI 3.0 (PosService 3.0.12), the tax authority's e-receipt service the operator runs on a
 * private address (docs/payments.md): `POST /rest/receipt` issues a receipt, `DELETE /rest/receipt`
 * returns it, `GET /rest/info` says how many lotteries are left and when data was last sent, `GET
 * /rest/sendData` sends the day's receipts now. Only the outbox worker (receipt-worker.ts) issues
 * and returns, once per claim: a call is never repeated here.
 */

export interface PosApiOptions {
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

export const DEFAULT_POSAPI_TIMEOUT_MS = 15_000;

export const posApiMessages = {
  failed: 'И-баримт үүсгэж чадсангүй',
  returnFailed: 'И-баримтыг буцааж чадсангүй',
  info: 'PosAPI-аас мэдээлэл авч чадсангүй',
  sendData: 'PosAPI өгөгдөл илгээж чадсангүй',
} as const;

export type EbarimtPaymentCode = 'CASH' | 'PAYMENT_CARD';

export interface ReceiptRequest {
  /** One line per parcel (or the delivery fee): its name on the receipt and amount. */
  lines: ReadonlyArray<{ trackCode: string; amount: number }>;
  payment: EbarimtPaymentCode;
  /** A company's TIN (11-12 digits, already resolved): a B2B receipt. */
  customerTin?: string | null;
  /** A person's e-barimt consumer number: the receipt lands in their account. */
  consumerNo?: string | null;
  /** Unique per day: PosAPI refuses a second receipt with it, so a re-send after a lost answer cannot issue twice. */
  billIdSuffix: string;
}

export interface IssuedReceipt {
  id: string;
  date: string;
  lottery: string;
  qrData: string;
}

/** PosAPI's state: what the owner's panel shows. */
export interface PosApiInfo {
  leftLotteries: number;
  lastSentDate: string | null;
}

/**
 * A refusal in PosAPI's own words (`status: ERROR`, or a 4xx): the same call will not succeed.
 * `duplicate` when it refused a billIdSuffix it has already issued a receipt under.
 */
export class PosApiRefusal extends OutsideServiceError {
  constructor(
    message: string,
    readonly posMessage: string,
    readonly duplicate: boolean,
  ) {
    super(message, `PosAPI refused: ${posMessage}`, true);
    this.name = 'PosApiRefusal';
  }
}

const receiptAnswerSchema = z.object({
  id: z.string().nullish(),
  status: z.string().optional(),
  message: z.string().nullish(),
  date: z.string().nullish(),
  lottery: z.string().nullish(),
  qrData: z.string().nullish(),
});

const infoAnswerSchema = z.object({
  leftLotteries: z.coerce.number().int().default(0),
  lastSentDate: z.string().nullish(),
});

/** PosAPI's words for a bill id it has seen today (our fake says the same; docs/payments.md). */
const DUPLICATE_PATTERN = /billIdSuffix|давхард|duplicate|already/i;

export interface PosApiClient {
  issue(request: ReceiptRequest): Promise<IssuedReceipt>;
  returnReceipt(receipt: { id: string; date: string }): Promise<void>;
  info(): Promise<PosApiInfo>;
  sendData(): Promise<void>;
}

export function receiptBody(options: PosApiOptions, request: ReceiptRequest) {
  const cityTax = options.cityTax ?? false;
  const items = request.lines.map((line) => ({
    name: `Тээврийн үйлчилгээ ${line.trackCode}`,
    barCode: null,
    barCodeType: 'UNDEFINED',
    classificationCode: options.classificationCode,
    measureUnit: 'ш',
    qty: 1,
    unitPrice: line.amount,
    ...taxesOf(line.amount, cityTax),
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
    billIdSuffix: request.billIdSuffix,
    ...(b2b ? { customerTin: request.customerTin } : {}),
    ...(!b2b && request.consumerNo ? { consumerNo: request.consumerNo } : {}),
    receipts: [{ ...totals, taxType: 'VAT_ABLE', merchantTin: options.merchantTin, items }],
    payments: [{ code: request.payment, status: 'PAID', paidAmount: totals.totalAmount }],
  };
}

/** The refusal PosAPI's answer carries, if it is one (a 4xx, or `status` other than SUCCESS). */
function refusalOf(error: unknown, fallback: string): PosApiRefusal | unknown {
  if (!(error instanceof OutsideServiceError) || !error.refused) return error;
  const body = error.detail.replace(/^HTTP \d+: /, '');
  let posMessage = body;
  try {
    posMessage = String((JSON.parse(body) as { message?: unknown }).message ?? body);
  } catch {
    // Not JSON: PosAPI's text as it came.
  }
  return new PosApiRefusal(fallback, posMessage.slice(0, 500), DUPLICATE_PATTERN.test(posMessage));
}

export function createPosApiClient(options: PosApiOptions): PosApiClient {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_POSAPI_TIMEOUT_MS;
  const headers = { 'content-type': 'application/json' };
  const call = async (path: string, init: RequestInit, message: string) => {
    try {
      return await jsonOf(await fetchWithTimeout(`${base}${path}`, { headers, ...init }, timeoutMs, message), message);
    } catch (error) {
      throw refusalOf(error, message);
    }
  };
  return {
    async issue(request) {
      const answer = receiptAnswerSchema.safeParse(
        await call('/rest/receipt', { method: 'POST', body: JSON.stringify(receiptBody(options, request)) }, posApiMessages.failed),
      );
      if (!answer.success) throw new OutsideServiceError(posApiMessages.failed, 'PosAPI answered no receipt');
      const { id, status, message, date, lottery, qrData } = answer.data;
      if ((status && status !== 'SUCCESS') || !id) {
        const posMessage = message || `status ${status ?? 'none'}`;
        throw new PosApiRefusal(posApiMessages.failed, posMessage, DUPLICATE_PATTERN.test(posMessage));
      }
      return { id, date: date ?? '', lottery: lottery ?? '', qrData: qrData ?? '' };
    },
    async returnReceipt(receipt) {
      await call(
        '/rest/receipt',
        { method: 'DELETE', body: JSON.stringify({ id: receipt.id, date: receipt.date }) },
        posApiMessages.returnFailed,
      );
    },
    async info() {
      const answer = infoAnswerSchema.safeParse(await call('/rest/info', { method: 'GET' }, posApiMessages.info));
      if (!answer.success) throw new OutsideServiceError(posApiMessages.info, 'PosAPI info unreadable');
      return { leftLotteries: answer.data.leftLotteries, lastSentDate: answer.data.lastSentDate ?? null };
    },
    async sendData() {
      await call('/rest/sendData', { method: 'GET' }, posApiMessages.sendData);
    },
  };
}

/** The PosAPI payment code of a way of paying: cash is CASH, everything else (card, transfer, QPay) PAYMENT_CARD. */
export const ebarimtPaymentCode = (method: string): EbarimtPaymentCode => (method === 'CASH' ? 'CASH' : 'PAYMENT_CARD');
