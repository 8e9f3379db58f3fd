import { z } from 'zod';
import { timestampSchema } from './common';

/*
 * The e-barimt (PosAPI 3.0 receipt) as the counter, the customer and the owner read it, and the
 * company and consumer numbers it is issued under. docs/payments.md describes the outbox behind it.
 */

/**
 * PENDING: queued with the money, the worker issues it; ISSUED: PosAPI gave it; FAILED: PosAPI
 * refused it (its message says why, a person tries again); RETURNED: taken back (undo, refund);
 * RETURN_FAILED: PosAPI refused to take it back (its message says why, waits for a person).
 */
export const EBARIMT_STATUSES = ['PENDING', 'ISSUED', 'FAILED', 'RETURNED', 'RETURN_FAILED'] as const;
export type EbarimtStatus = (typeof EBARIMT_STATUSES)[number];

/** The e-barimt of a payment or handover: only its id and state are kept (PosAPI forbids storing the lottery). */
export const ebarimtSchema = z.object({
  id: z.string().nullable(),
  status: z.enum(EBARIMT_STATUSES),
  /** PosAPI's own words when it refused (FAILED, RETURN_FAILED). */
  message: z.string().optional(),
  /** Only while it may be shown, just after it was issued: never stored. */
  lottery: z.string().optional(),
  qrData: z.string().optional(),
});
export type Ebarimt = z.infer<typeof ebarimtSchema>;

/** The longest taxpayer number (ТТД): 11 digits for a company, 12 for a person's. */
export const TIN_MAX_DIGITS = 12;

/**
 * A company's number as staff or the customer type it ("Байгууллагын регистр", the glossary's
 * word): its 7-digit state register number or its 11- or 12-digit taxpayer number (ТТД). The
 * server turns a register number into the TIN before the receipt goes out.
 */
export const tinSchema = z
  .string({ error: 'Байгууллагын регистр оруулна уу' })
  .trim()
  .regex(/^(?:[0-9]{7}|[0-9]{11,12})$/, { error: 'Байгууллагын регистр 7 оронтой, эсвэл ТТД 11-12 оронтой тоо байна' });

/** GET /api/ebarimt/company?regNo= */
export const companyQuerySchema = z.strictObject({ regNo: tinSchema });

/** The company the tax authority knows under that number: the receipt goes out under `tin`. */
export const companySchema = z.object({
  tin: z.string(),
  name: z.string(),
  vatPayer: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** The company a customer saves in their profile for the next B2B receipt. */
export const savedCompanySchema = z.strictObject({
  regNo: tinSchema,
  name: z.string({ error: 'Байгууллагын нэр оруулна уу' }).trim().min(1, { error: 'Байгууллагын нэр оруулна уу' }).max(200),
});
export type SavedCompany = z.infer<typeof savedCompanySchema>;

/** A person's e-barimt consumer number (8 digits): their receipts land in their e-barimt account. */
export const consumerNoSchema = z
  .string({ error: 'И-баримтын хэрэглэгчийн дугаар оруулна уу' })
  .trim()
  .regex(/^[0-9]{8}$/, { error: 'И-баримтын хэрэглэгчийн дугаар 8 оронтой тоо байна' });

/** The seller on a printed receipt: what a Mongolian receipt must name. */
export const sellerSchema = z.object({
  name: z.string(),
  tin: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** One receipt the owner must look at: pending too long, refused, or not taken back. */
export const ebarimtProblemSchema = z.object({
  id: z.number().int(),
  source: z.enum(['HANDOVER', 'PAYMENT', 'DELIVERY']),
  sourceId: z.number().int(),
  status: z.enum(EBARIMT_STATUSES),
  amount: z.number().int(),
  message: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: timestampSchema,
});
export type EbarimtProblem = z.infer<typeof ebarimtProblemSchema>;

export const EBARIMT_WARNINGS = ['POSAPI_UNREACHABLE', 'NOT_SENT_24H', 'FEW_LOTTERIES'] as const;
export type EbarimtWarning = (typeof EBARIMT_WARNINGS)[number];

/** GET /api/admin/ebarimt: how many receipts in each state, PosAPI's own state, what needs a person. */
export const adminEbarimtSchema = z.object({
  receipts: z.object(
    Object.fromEntries(EBARIMT_STATUSES.map((status) => [status, z.number().int()])) as Record<EbarimtStatus, z.ZodNumber>,
  ),
  posapi: z.object({ leftLotteries: z.number().int(), lastSentDate: z.string().nullable() }).nullable(),
  warnings: z.array(z.enum(EBARIMT_WARNINGS)),
  /** Pending, failed and return-failed receipts, oldest first. */
  problems: z.array(ebarimtProblemSchema),
});
export type AdminEbarimt = z.infer<typeof adminEbarimtSchema>;
