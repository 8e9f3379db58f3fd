import { z } from 'zod';
import { ERROR_REASONS } from './error-reasons';
import { PARCEL_STATUSES } from './parcel-status';
import { isMongolianMobile, normalizePhone, PHONE_PATTERN } from './phone';

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

/** An id a JSON body carries: a whole number from 1 to MAX_ID, as the database's `integer` column holds. */
export const idNumberSchema = (message = 'Дугаар буруу байна') =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message });

export const idParamSchema = idTextSchema();
/** A route's `/{id}` path parameter. */
export const idParamsSchema = z.object({ id: idParamSchema });

export const RECORD_STATES = ['ACTIVE', 'DELETED', 'PENDING'] as const;
export const recordStateSchema = z.enum(RECORD_STATES);
export type RecordState = z.infer<typeof recordStateSchema>;

/**
 * The years a day asked of the API may fall in: the company's records start long after 2000, and a
 * year 0 or 1 is a typing slip or a probe (PostgreSQL refused year 0 outright and answered 500).
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;

/** A day as `YYYY-MM-DD` (Ulaanbaatar's calendar): a real date, between FIRST_YEAR and LAST_YEAR. */
export const calendarDaySchema = z
  .string({ error: 'Огноо буруу байна' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Огноо ОООО-СС-ӨӨ хэлбэртэй байна' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'Огноо буруу байна',
  })
  .refine((day) => Number(day.slice(0, 4)) >= FIRST_YEAR && Number(day.slice(0, 4)) <= LAST_YEAR, {
    error: `Огноо ${FIRST_YEAR}–${LAST_YEAR} оны хооронд байна`,
  });

/** ISO-8601 timestamps travel as strings; the PWA formats them as YYYY/MM/DD. */
export const timestampSchema = z.string();
