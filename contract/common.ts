import { z } from 'zod';
import { ERROR_REASONS } from './error-reasons';
import { PARCEL_STATUSES } from './parcel-status';
import { isMongolianMobile, normalizePhone } from './phone';

/**
 * Every error the API answers has this shape; `message` is Mongolian and fit for a toast, `reason`
 * (contract/error-reasons.ts) says why for a program, where the PWA has something to decide.
 */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  reason: z.enum(ERROR_REASONS).optional(),
  /**
   * TRACK_CODE_TAKEN from POST /api/staff/parcels: where the parcel is now, and when and by whom it
   * was received (`by` the staff member's name; null when no staff account did, e.g. a customer's code).
   */
  existing: z.object({ status: z.enum(PARCEL_STATUSES), at: z.string(), by: z.string().nullable() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Lists always come as `{list, total}`, as the product's calls read them. */
export function listOf<Item extends z.ZodType>(item: Item) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative() });
}

/** Mongolian mobile numbers have 8 digits (glossary, Formats). */
export const PHONE_PATTERN = /^\d{8}$/;

/** A Mongolian mobile, normalised first (`+976`, spaces and dashes dropped), so `+976 9911-2233` is `99112233`. */
export const phoneSchema = z
  .string({ error: 'Утасны дугаар оруулна уу' })
  .transform(normalizePhone)
  .pipe(
    z
      .string()
      .regex(PHONE_PATTERN, { error: 'Утасны дугаар 8 оронтой тоо байна' })
      .refine(isMongolianMobile, { error: 'Монгол гар утасны дугаар биш байна' }),
  );

/** Ids are PostgreSQL `integer`s: a larger one is not "missing", it is a malformed request. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive 32-bit id as a path or query string carries it: decimal digits only (no `1e3`, `0x10`,
 * `+1` or spaces), so an id the database cannot hold is a 400, never a database error.
 */
export const idTextSchema = (message = 'Дугаар буруу байна') =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, { error: message })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: message });

export const idParamSchema = idTextSchema();
/** A route's `/{id}` path parameter. */
export const idParamsSchema = z.object({ id: idParamSchema });

export const RECORD_STATES = ['ACTIVE', 'DELETED', 'PENDING'] as const;
export const recordStateSchema = z.enum(RECORD_STATES);
export type RecordState = z.infer<typeof recordStateSchema>;

/** ISO-8601 timestamps travel as strings; the PWA formats them as YYYY/MM/DD. */
export const timestampSchema = z.string();
