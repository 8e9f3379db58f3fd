import { z } from 'zod';
import { calendarDaySchema, idTextSchema, timestampSchema } from './common';
import { MONEY_METHODS } from './billing';
import { parcelStatusSchema, priceSchema, trackCodeSchema } from './parcel';
import { TRACK_CODE_MAX_LENGTH } from './track-code';
import { ebarimtSchema, sellerSchema, tinSchema } from './ebarimt';
import { lateMoneySchema, openPaymentSchema } from './payment';

/*
 * The pickup counter ("Олгох"): finding a customer, handing parcels over for money, the handover
 * record (the receipt), the customer's pickup card and the day's report.
 */

/** How a handover was paid. ONLINE: every parcel was paid with QPay before (nothing taken at the counter). */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The ways staff take money at the counter (ONLINE is recorded, not chosen). */
export const COUNTER_METHODS = ['CASH', 'CARD', 'TRANSFER'] as const satisfies readonly PaymentMethod[];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Төлбөрийн хэлбэр буруу байна' });

/** A customer hands over at most this many parcels at once (a bigger body is a mistake or abuse). */
export const MAX_HANDOVER_PARCELS = 100;

/** How long the staff member who handed parcels over may take it back (the wrong customer at a busy counter). */
export const HANDOVER_UNDO_WINDOW_MS = 5 * 60_000;
/** The same window in the words staff read ("… 5 минутын дотор буцаана"). */
export const HANDOVER_UNDO_WINDOW_MINUTES = Math.round(HANDOVER_UNDO_WINDOW_MS / 60_000);

/** A pickup code: 6 digits, as the customer's card shows it and the counter types or scans it. */
export const PICKUP_CODE_PATTERN = /^[0-9]{6}$/;

/** GET /api/staff/counter?q=: a phone, a pickup code or a track code, as typed or scanned. */
export const counterQuerySchema = z.object({
  q: z
    .string({ error: 'Утас, авах код эсвэл трак код оруулна уу' })
    .trim()
    .min(1, { error: 'Утас, авах код эсвэл трак код оруулна уу' })
    // A track code is the longest thing searched for (a phone has 8 digits, a pickup code fewer).
    .max(TRACK_CODE_MAX_LENGTH, { error: `Хайх утга ${TRACK_CODE_MAX_LENGTH} тэмдэгтээс урт байж болохгүй` })
    .regex(/^[A-Za-z0-9 +()-]+$/, { error: 'Утас, авах код эсвэл трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ' }),
});

const measures = {
  weightKg: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  lengthCm: z.number().nullable(),
};

/** A parcel at the counter: where it lies, what it weighs, what it costs and whether that is paid. */
export const counterParcelSchema = z.object({
  trackCode: z.string(),
  status: parcelStatusSchema,
  shelf: z.string().nullable(),
  ...measures,
  /** The fee, null while unknown (then it cannot be handed over for money). */
  fee: z.number().int().nullable(),
  /** Storage days past the free ones, accrued until now: present when there are any, on its own line. */
  storageFee: z.number().int().positive().optional(),
  /** What was received for it already (online, or at the counter before an undo): `amountDue` subtracts it. */
  paidAmount: z.number().int().nonnegative().optional(),
  /** Nothing is due for it (contract/amount-due.ts says so). */
  paid: z.boolean(),
  /** An online invoice for it is open: no cash for it until that is paid, cancelled or expired. */
  paymentPending: z.boolean().optional(),
  updatedAt: timestampSchema,
});
export type CounterParcel = z.infer<typeof counterParcelSchema>;

export const counterCustomerSchema = z.object({
  phone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** Ready parcels come sorted by shelf place, so the worker walks the shelves once. */
export const counterAnswerSchema = z.object({
  customer: counterCustomerSchema,
  ready: z.array(counterParcelSchema),
  onTheWay: z.array(counterParcelSchema),
  /** What the ready parcels with a fee still owe together (`amountDue`). */
  totalDue: z.number().int(),
  /** Ready parcels still waiting for a fee: not ticked, not counted (staff can price them right there). */
  unpriced: z.number().int().nonnegative(),
  /** The customer's open QPay invoices: their parcels take no cash until one is paid or cancelled. */
  openPayments: z.array(openPaymentSchema),
  /** Money received for the customer's cancelled or expired invoices: to refund, or keep against what they owe. */
  lateMoney: z.array(lateMoneySchema).default([]),
  /** Late money staff kept against what the customer owes: the next handover takes this much less. */
  credit: z.number().int().nonnegative().default(0),
});
export type CounterAnswer = z.infer<typeof counterAnswerSchema>;

/**
 * POST /api/staff/handovers (with an `Idempotency-Key` header). `amountReceived` is a JSON number,
 * whole tugrik: for CASH at least the total (the answer's `change` is the rest), for CARD and
 * TRANSFER exactly the total; anything else is 409 WRONG_AMOUNT.
 */
export const handoverRequestSchema = z.strictObject({
  trackCodes: z
    .array(trackCodeSchema, { error: 'Олгох ачааны трак кодуудыг жагсаалтаар илгээнэ үү' })
    .min(1, { error: 'Олгох ачаагаа сонгоно уу' })
    .max(MAX_HANDOVER_PARCELS, { error: `Нэг удаад ${MAX_HANDOVER_PARCELS}-аас олон ачаа олгох боломжгүй` })
    .refine((codes) => new Set(codes).size === codes.length, { error: 'Нэг ачааг хоёр удаа сонгосон байна' }),
  method: paymentMethodSchema,
  amountReceived: priceSchema,
  /** A company's TIN for a B2B e-barimt. */
  customerTin: tinSchema.optional(),
});
export type HandoverRequest = z.input<typeof handoverRequestSchema>;

export const handoverParcelSchema = z.object({
  trackCode: z.string(),
  ...measures,
  fee: z.number().int(),
  storageFee: z.number().int().positive().optional(),
});

export const handoverSchema = z.object({
  id: z.number().int(),
  parcels: z.array(handoverParcelSchema),
  /** What the till took: the parcels' fees less `creditUsed`. */
  total: z.number().int(),
  /** What the customer's kept money (credit) paid of the parcels, when any. */
  creditUsed: z.number().int().positive().optional(),
  method: paymentMethodSchema,
  staff: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  at: timestampSchema,
  customer: counterCustomerSchema,
  amountReceived: z.number().int(),
  /** What was given back: `amountReceived` − `total` (cash only, else 0). */
  change: z.number().int(),
  /** When the handover was taken back (undone), else null. */
  voidedAt: timestampSchema.nullable(),
  /** The e-barimt of the money taken (none when nothing was taken or e-barimt is not configured). */
  ebarimt: ebarimtSchema.optional(),
  /** The seller, as a Mongolian receipt must name it (GET /api/staff/handovers/{id}). */
  company: sellerSchema.optional(),
  /** The VAT included in what was paid (and the city tax, where the company charges it), in ₮ with möngö. */
  vat: z.number().optional(),
  cityTax: z.number().optional(),
  /** An ONLINE handover: what was paid online for its parcels (the receipt says "Төлсөн"). */
  paidOnline: z.number().int().optional(),
});
export type Handover = z.infer<typeof handoverSchema>;

/** GET /api/package/pickup: the signed-in customer's pickup card and what they collected lately. */
export const pickupAnswerSchema = z.object({
  /** Null while nothing is ready. */
  code: z.string().nullable(),
  ready: z.array(
    z.object({
      trackCode: z.string(),
      ...measures,
      fee: z.number().int().nullable(),
      storageFee: z.number().int().positive().optional(),
      paidAmount: z.number().int().nonnegative().optional(),
      paid: z.boolean(),
      paymentPending: z.boolean().optional(),
    }),
  ),
  /** What the priced parcels still owe (`amountDue`); the unpriced ones are not counted. */
  totalDue: z.number().int(),
  /** Ready parcels still waiting for a fee: "N ачааны хөлс тогтоогдоогүй". */
  unpriced: z.number().int().nonnegative(),
  /**
   * The customer's credit (late money staff kept), when there is some: the counter takes it off what
   * is due at the handover (`creditTakenOff`); an online invoice still asks the whole amount.
   */
  credit: z.number().int().positive().optional(),
  /** Online payment (QPay) is configured: the card offers "Төлөх". */
  onlinePayment: z.boolean().optional(),
  /** The customer's open invoice, to go back to it. */
  openPaymentId: z.number().int().nullable().optional(),
  /** Parcels handed over in the last 30 days: when and for how much. */
  collected: z.array(z.object({ trackCode: z.string(), at: timestampSchema, fee: z.number().int(), method: paymentMethodSchema })),
});
export type PickupAnswer = z.infer<typeof pickupAnswerSchema>;

/** A day as `YYYY-MM-DD` (Ulaanbaatar's calendar). */
export const reportDateSchema = calendarDaySchema;

/** The counter's day report; `warehouseId` keeps the handovers of staff tied to that warehouse. */
export const reportQuerySchema = z.object({
  date: reportDateSchema.optional(),
  warehouseId: idTextSchema('Агуулахын дугаар буруу байна').optional(),
});
export const handoverExportQuerySchema = z
  .object({ from: reportDateSchema, to: reportDateSchema })
  .refine((range) => range.from <= range.to, { error: 'Эхлэх огноо дуусах огнооноос өмнө байна' })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    error: 'Хамгийн ихдээ нэг жилийн тайлан гаргана',
  });

export const dayReportSchema = z.object({
  date: z.string(),
  handovers: z.number().int(),
  parcels: z.number().int(),
  /** The money received that day (the ledger): the sum of `byMethod`. */
  total: z.number().int(),
  /**
   * The money received that day by method, from the ledger: counter handovers, QPay payments
   * confirmed that day (online and at the counter) and door-delivery collections. `payments`
   * counts the receipts (handovers, invoices, collections) with money in that method.
   */
  byMethod: z.array(z.object({ method: z.enum(MONEY_METHODS), payments: z.number().int(), total: z.number().int() })),
  waiting: z.object({
    count: z.number().int(),
    totalFee: z.number().int(),
    /** Oldest first. */
    parcels: z.array(
      z.object({
        trackCode: z.string(),
        phone: z.string(),
        fee: z.number().int().nullable(),
        shelf: z.string().nullable(),
        since: timestampSchema,
        days: z.number().int(),
      }),
    ),
  }),
  /** The day's handovers, newest first (void ones included, marked). */
  list: z.array(handoverSchema),
});
export type DayReport = z.infer<typeof dayReportSchema>;

/** Ulaanbaatar keeps UTC+8 all year: a day there starts at 16:00 UTC the day before. */
export const ULAANBAATAR_OFFSET_MS = 8 * 3_600_000;
export const ulaanbaatarDay = (at: Date) => new Date(at.getTime() + ULAANBAATAR_OFFSET_MS).toISOString().slice(0, 10);
/** The UTC instants a Ulaanbaatar day starts and ends at. */
export function ulaanbaatarDayRange(day: string): { start: string; end: string } {
  const start = Date.parse(`${day}T00:00:00Z`) - ULAANBAATAR_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}
