import { z } from 'zod';
import { MONEY_METHODS, MONEY_SOURCES } from './billing';
import { MAX_ID, phoneSchema, timestampSchema } from './common';
import { EBARIMT_STATUSES, ebarimtSchema, tinSchema } from './ebarimt';
import { trackCodeSchema } from './parcel';

/*
 * Online payment (QPay) and the e-barimt receipt: what the customer's payment screen and the
 * counter read. docs/payments.md describes the flow.
 */

/** REFUNDED: staff gave the money back (QPay card payments), its ledger rows reversed and its e-barimt returned. */
export const PAYMENT_STATUSES = ['OPEN', 'PAID', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A customer pays at most this many parcels in one invoice. */
export const MAX_PAYMENT_PARCELS = 100;

/** POST /api/payments: the ready parcels to pay (all of them when the list is left out), and a company's TIN for a B2B receipt. */
export const paymentRequestSchema = z.strictObject({
  trackCodes: z
    .array(trackCodeSchema, { error: 'Төлөх ачааны трак кодуудыг жагсаалтаар илгээнэ үү' })
    .max(MAX_PAYMENT_PARCELS, { error: `Нэг удаад ${MAX_PAYMENT_PARCELS}-аас олон ачаа төлөх боломжгүй` })
    .refine((codes) => new Set(codes).size === codes.length, { error: 'Нэг ачааг хоёр удаа сонгосон байна' })
    .optional(),
  customerTin: tinSchema.optional(),
  /**
   * Pay a door-delivery request now: one invoice for its unpaid parcel fees plus the
   * delivery fee. `trackCodes` is then left out.
   */
  deliveryId: z
    .number({ error: 'Хүргэлтийн дугаар буруу байна' })
    .int({ error: 'Хүргэлтийн дугаар буруу байна' })
    .positive({ error: 'Хүргэлтийн дугаар буруу байна' })
    .max(MAX_ID, { error: 'Хүргэлтийн дугаар буруу байна' })
    .optional(),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** `POST /api/staff/payments`: staff open an invoice at the counter for a customer's ready parcels (the QR on the counter's screen). */
export const staffPaymentRequestSchema = paymentRequestSchema.omit({ deliveryId: true }).extend({ phone: phoneSchema });
export type StaffPaymentRequest = z.input<typeof staffPaymentRequestSchema>;

/** A bank app the customer can open on the phone itself (QPay's `urls`). */
export const bankAppSchema = z.object({ name: z.string(), description: z.string(), logo: z.string(), link: z.string() });
export type BankApp = z.infer<typeof bankAppSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  trackCodes: z.array(z.string()),
  expiresAt: timestampSchema,
  paidAt: timestampSchema.optional(),
  /** What the QR code encodes and the bank apps, while the payment is open. */
  qrText: z.string().optional(),
  urls: z.array(bankAppSchema).optional(),
  ebarimt: ebarimtSchema.optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** 201 of POST /api/payments: the invoice to pay. `qrImage` is QPay's PNG (base64). */
export const paymentCreatedSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  qrText: z.string(),
  qrImage: z.string(),
  urls: z.array(bankAppSchema),
  expiresAt: timestampSchema,
});
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

/** GET /api/payments/options: whether online payment is configured on this server. */
export const paymentOptionsSchema = z.object({ online: z.boolean() });
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** POST /api/staff/payments/{id}/cancel: QPay said unpaid and the invoice is cancelled (paid meanwhile is 409 ALREADY_PAID). */
export const paymentCancelledSchema = paymentSchema.extend({ status: z.literal('CANCELLED') });

/** GET /api/staff/counter: a customer's open invoice, which staff may cancel (check first) to take the money at the counter. */
export const openPaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  createdAt: timestampSchema,
  trackCodes: z.array(z.string()),
});
export type OpenPayment = z.infer<typeof openPaymentSchema>;

/**
 * GET /api/staff/counter: money QPay received for an invoice after it was cancelled or expired (a
 * cancel racing the customer's payment). It is in the ledger on no parcel; staff refund it
 * (`POST /api/staff/payments/{id}/refund`) or keep it against what the customer owes.
 */
export const lateMoneySchema = z.object({
  /** The closed invoice's payment id. */
  id: z.number().int(),
  amount: z.number().int(),
  at: timestampSchema,
  trackCodes: z.array(z.string()),
});
export type LateMoney = z.infer<typeof lateMoneySchema>;

/** POST /api/staff/payments/{id}/keep: the late money kept, and the customer's credit now. */
export const keptAnswerSchema = z.object({ id: z.number().int(), credit: z.number().int().nonnegative() });
export type KeptAnswer = z.infer<typeof keptAnswerSchema>;

/** GET /api/payments: one payment of the customer's phone, online, at the counter or at the door (newest first). */
export const customerPaymentSchema = z.object({
  /** The online payment's id (ONLINE), the handover's (COUNTER) or the delivery request's (DOOR). */
  id: z.number().int(),
  at: timestampSchema,
  amount: z.number().int(),
  method: z.enum(MONEY_METHODS),
  source: z.enum(MONEY_SOURCES),
  trackCodes: z.array(z.string()),
  /** What the law lets us show again: the e-barimt's id and status (the lottery and QR only at payment time). */
  ebarimt: z.object({ id: z.string().nullable(), status: z.enum(EBARIMT_STATUSES) }).nullable(),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;
export const customerPaymentListSchema = z.object({ list: z.array(customerPaymentSchema), total: z.number().int().nonnegative() });
export type CustomerPaymentList = z.infer<typeof customerPaymentListSchema>;
