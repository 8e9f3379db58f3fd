import { z } from 'zod';
import { listOf, phoneSchema, timestampSchema } from './common';
import { multiLineText } from './text';
import { hasWholeSize, measureFields, parcelMeasuresShape, PRICE_SOURCES, shelfSchema, wholeSizeMessage } from './measures';
import { PARCEL_STATUSES } from './parcel-status';
import { TRACK_CODE_MAX_LENGTH, trackCodeProblem, type TrackCodeProblem } from './track-code';
import { parcelEtaSchema, parcelStorageSchema } from './arrival';
import { parcelPhotoSchema } from './photos';

export const parcelStatusSchema = z.enum(PARCEL_STATUSES, { error: 'Ачааны төлөв буруу байна' });

/**
 * The rule's messages. Here, not in contract/track-code.ts: that module is on the PWA's first paint
 * (the /track route, the search field), which has no use for the words.
 */
export const trackCodeMessages: Record<TrackCodeProblem, string> = {
  empty: 'Трак код оруулна уу',
  tooLong: `Трак код ${TRACK_CODE_MAX_LENGTH} тэмдэгтээс урт байж болохгүй`,
  characters: 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ',
  first: 'Трак код үсэг эсвэл тоогоор эхэлнэ',
};

/** The tracking-code rule of contract/track-code.ts, as a schema: its messages, upper-cased. */
export const trackCodeSchema = z
  .string({ error: trackCodeMessages.empty })
  .trim()
  .superRefine((code, context) => {
    const problem = trackCodeProblem(code);
    if (problem) context.addIssue({ code: 'custom', message: trackCodeMessages[problem] });
  })
  .transform((code) => code.toUpperCase());

/** POST /api/package/check: exactly one of phone or trackCode. */
export const parcelCheckRequestSchema = z.union([z.strictObject({ phone: phoneSchema }), z.strictObject({ trackCode: trackCodeSchema })], {
  error: 'Утасны дугаар эсвэл трак код оруулна уу',
});
export type ParcelCheckRequest = z.input<typeof parcelCheckRequestSchema>;

/** What the public check may reveal: no names, no phone. `price` is null until staff know it. */
export const parcelSummarySchema = z.object({
  trackCode: z.string(),
  price: z.number().int().nonnegative().nullable(),
  status: parcelStatusSchema,
  updatedAt: timestampSchema,
  /** On the way (RECEIVED, SENT) once enough trips were made: when it should reach Ulaanbaatar. */
  eta: parcelEtaSchema.optional(),
});
export type ParcelSummary = z.infer<typeof parcelSummarySchema>;

export const parcelCheckResponseSchema = listOf(parcelSummarySchema);
export type ParcelCheckResponse = z.infer<typeof parcelCheckResponseSchema>;

/** Who created a parcel: the customer pre-registering a code they expect, or staff. */
export const PARCEL_REGISTRANTS = ['customer', 'staff'] as const;
export type ParcelRegistrant = (typeof PARCEL_REGISTRANTS)[number];

/**
 * GET /api/package (signed-in): the customer's own parcels, with the registered date for the popup,
 * the customer's note and who registered it (the customer may delete only their own REGISTERED ones),
 * and the weight and size that made the fee.
 */
export const customerParcelSchema = parcelSummarySchema.extend({
  createdAt: timestampSchema,
  note: z.string().nullable(),
  registeredBy: z.enum(PARCEL_REGISTRANTS),
  ...parcelMeasuresShape,
  /** Waiting at Ulaanbaatar (DELIVERED): the free days left, then the storage fee accrued. */
  storage: parcelStorageSchema.optional(),
});
export type CustomerParcel = z.infer<typeof customerParcelSchema>;
export const customerParcelListSchema = listOf(customerParcelSchema);
export type CustomerParcelList = z.infer<typeof customerParcelListSchema>;
export const customerParcelQuerySchema = z.object({ status: parcelStatusSchema.optional() });

/**
 * Money in tugrik is a whole number: prices are never fractional. JSON carries a number, nothing
 * else: `null`, `""`, `true`, `[]` or `"0x10"` are refused, not read as 0, 1 or 16.
 */
export const priceSchema = z
  .number({ error: 'Үнэ тоо байна' })
  .int({ error: 'Үнэ бүхэл тоо байна' })
  .nonnegative({ error: 'Үнэ сөрөг байж болохгүй' })
  .max(100_000_000, { error: 'Үнэ хэт их байна' });

/** A price typed as text (a form field, a CSV cell): plain decimal digits, no exponent, hex or sign tricks. */
export const priceTextSchema = z
  .string({ error: 'Үнэ тоо байна' })
  .trim()
  .regex(/^-?[0-9]+(\.[0-9]+)?$/, { error: 'Үнэ тоо байна' })
  .transform(Number)
  .pipe(priceSchema);

/** `phone` may be left out only for a code a customer pre-registered: the parcel keeps its owner. */
export const staffParcelCreateSchema = z
  .strictObject({
    trackCode: trackCodeSchema,
    phone: phoneSchema.optional(),
    price: priceSchema.optional(),
    status: parcelStatusSchema.optional(),
    ...measureFields,
    shelf: shelfSchema.optional(),
    /** Taken in without a phone (the shop left it out, or it is unreadable): nobody's until a claim is approved. */
    unclaimed: z.literal(true, { error: 'unclaimed нь true байна' }).optional(),
    /** What an unclaimed parcel looks like, for the customers who search it. */
    note: multiLineText('Тодорхойлолт', 100).optional(),
  })
  .refine((create) => !(create.unclaimed && create.phone), { error: 'Эзэнгүй ачаанд утасны дугаар оруулахгүй' })
  .refine(hasWholeSize, { error: wholeSizeMessage });
export type StaffParcelCreate = z.input<typeof staffParcelCreateSchema>;

/** The same rules for a form whose price field holds what was typed. */
export const staffParcelPatchSchema = z
  .strictObject({
    status: parcelStatusSchema.optional(),
    price: priceSchema.optional(),
    ...measureFields,
    // null takes the parcel off its shelf.
    shelf: shelfSchema.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Өөрчлөх төлөв эсвэл үнэ оруулна уу',
  })
  .refine(hasWholeSize, { error: wholeSizeMessage });
export type StaffParcelPatch = z.input<typeof staffParcelPatchSchema>;

/** The history of one parcel, oldest first. */
export const parcelHistorySchema = z.array(z.object({ status: parcelStatusSchema, at: timestampSchema }));
export type ParcelHistory = z.infer<typeof parcelHistorySchema>;

/** What a history row records: a status move, the undo of one, or an edit of the owner's phone or the price. */
export const PARCEL_HISTORY_EVENTS = ['MOVE', 'UNDO', 'EDIT'] as const;
export type ParcelHistoryEvent = (typeof PARCEL_HISTORY_EVENTS)[number];

const fieldChange = <Value extends z.ZodType>(value: Value) => z.object({ from: value, to: value });
/** The fields an edit changed, each with its old and new value. */
export const parcelFieldChangesSchema = z.object({
  phone: fieldChange(z.string()).optional(),
  price: fieldChange(z.number().nullable()).optional(),
  /** A price typed by hand over the one the rule computed from the parcel's measures. */
  override: z.object({ computed: z.number(), given: z.number() }).optional(),
  shelf: fieldChange(z.string().nullable()).optional(),
  /** Weight and size re-measured (the staff's parcel view, the counter, a CSV line). */
  weightKg: fieldChange(z.number().nullable()).optional(),
  widthCm: fieldChange(z.number().nullable()).optional(),
  heightCm: fieldChange(z.number().nullable()).optional(),
  lengthCm: fieldChange(z.number().nullable()).optional(),
});
export type ParcelFieldChanges = z.infer<typeof parcelFieldChangesSchema>;

/**
 * A staff view of one parcel, with its owner's phone, the name of the account with that phone (null
 * when nobody has registered it) and its history (`event` MOVE when absent, as before it was recorded).
 */
export const staffParcelSchema = customerParcelSchema.extend({
  phone: z.string(),
  owner: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  state: z.enum(['ACTIVE', 'DELETED', 'PENDING']),
  /** How the price was set; null while there is none. */
  priceSource: z.enum(PRICE_SOURCES).nullable(),
  /** The shelf place at the Ulaanbaatar warehouse: staff only, never in a customer's answer. */
  shelf: z.string().nullable(),
  history: z.array(
    z.object({
      status: parcelStatusSchema,
      at: timestampSchema,
      event: z.enum(PARCEL_HISTORY_EVENTS).optional(),
      changes: parcelFieldChangesSchema.optional(),
    }),
  ),
  /** Intake photos, oldest first. */
  photos: z.array(parcelPhotoSchema),
});

/**
 * PATCH /api/staff/parcels/{trackCode}'s answer: the parcel, and the status this very PATCH moved it
 * from (absent when it did not move: it was there already, or only the price changed, so the answer
 * is then the parcel as GET gives it). The batch screen offers the undo of that move with it.
 */
export const staffParcelMoveAnswerSchema = staffParcelSchema.extend({ movedFrom: parcelStatusSchema.optional() });
export type StaffParcelMoveAnswer = z.infer<typeof staffParcelMoveAnswerSchema>;

/** POST /api/staff/parcels/{trackCode}/undo: the move being taken back, as the screen made it. */
export const staffParcelUndoSchema = z.strictObject({ from: parcelStatusSchema, to: parcelStatusSchema });
export type StaffParcelUndo = z.infer<typeof staffParcelUndoSchema>;

export type StaffParcel = z.infer<typeof staffParcelSchema>;

export const parcelImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ParcelImportResult = z.infer<typeof parcelImportResultSchema>;

/**
 * POST /api/staff/parcels/import?dryRun=1: what the file would do, nothing written. `updated` lists
 * only known codes whose phone or price the file changes (each changed field with old and new value);
 * `unchanged` counts known codes it leaves as they are.
 */
export const parcelImportPreviewSchema = z.object({
  created: z.array(z.object({ line: z.number().int(), trackCode: z.string(), phone: z.string(), price: z.number() })),
  updated: z.array(z.object({ line: z.number().int(), trackCode: z.string(), changes: parcelFieldChangesSchema })),
  unchanged: z.number().int(),
  errors: parcelImportResultSchema.shape.errors,
});
export type ParcelImportPreview = z.infer<typeof parcelImportPreviewSchema>;
