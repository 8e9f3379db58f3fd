import { z } from 'zod';
import { idTextSchema, timestampSchema } from './common';
import { parcelMeasuresShape, shelfSchema } from './measures';
import { parcelStatusSchema, trackCodeSchema } from './parcel';
import { hasForbiddenCharacters, forbiddenCharactersMessage, lineText, multiLineText } from './text';

/*
 * Trucks between Erenhot and Ulaanbaatar. A trip is opened in Erenhot, loaded scan by
 * scan, sealed and departs; in Ulaanbaatar it arrives, is unloaded scan by scan and closed, and
 * what was loaded is compared with what came off. Imported by path (`@contract/trips`), never
 * through the index: only staff and owner screens need it. docs/staff.md tells the screens.
 */

export const TRIP_STATES = ['LOADING', 'DEPARTED', 'ARRIVED', 'UNLOADED', 'CANCELLED'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/** A plate as written on the truck, Mongolian (`1234УБА`) or Chinese (`蒙A12345`): free text. */
export const PLATE_MAX = 16;
/** At most this many codes in one scan run (a truck carries a few hundred parcels). */
export const TRIP_SCAN_MAX = 500;

/** A driver's phone, Mongolian or Chinese: digits with an optional `+`, spaces and dashes. */
const driverPhoneSchema = z
  .string({ error: 'Жолоочийн утас оруулна уу' })
  .trim()
  .min(1, { error: 'Жолоочийн утас оруулна уу' })
  .max(20, { error: 'Жолоочийн утас 20 тэмдэгтээс урт байж болохгүй' })
  .refine((text) => !hasForbiddenCharacters(text), { error: forbiddenCharactersMessage('Жолоочийн утас') })
  .refine((text) => /^\+?[0-9][0-9 -]{5,}$/.test(text), { error: 'Жолоочийн утас зөвхөн тоо байна' });

const sealSchema = lineText('Лацны дугаар', 30);

/** POST /api/staff/trips */
export const tripCreateSchema = z.strictObject({
  plate: lineText('Машины дугаар', PLATE_MAX),
  driver: lineText('Жолоочийн нэр', 60),
  phone: driverPhoneSchema,
  seal: sealSchema.optional(),
  note: multiLineText('Тэмдэглэл', 200)
    .optional()
    .transform((note) => note || undefined),
});
export type TripCreate = z.input<typeof tripCreateSchema>;

export const tripParamsSchema = z.object({ id: idTextSchema('Рейсийн дугаар буруу байна') });
export const tripParcelParamsSchema = tripParamsSchema.extend({ trackCode: trackCodeSchema });
export const tripListQuerySchema = z.object({ state: z.enum(TRIP_STATES, { error: 'Рейсийн төлөв буруу байна' }).optional() });

const trackCodesSchema = z
  .array(trackCodeSchema, { error: 'Трак кодуудыг жагсаалтаар илгээнэ үү' })
  .min(1, { error: 'Трак код оруулна уу' })
  .max(TRIP_SCAN_MAX, { error: `Нэг удаад ${TRIP_SCAN_MAX}-аас олон трак код илгээх боломжгүй` });

/** POST /api/staff/trips/{id}/parcels */
export const tripLoadSchema = z.strictObject({ trackCodes: trackCodesSchema });
/** POST /api/staff/trips/{id}/unload */
export const tripUnloadSchema = z.strictObject({ trackCodes: trackCodesSchema, shelf: shelfSchema.optional() });
/** POST /api/staff/trips/{id}/depart: the seal is required here if it was not given on opening. */
export const tripDepartSchema = z.strictObject({ seal: sealSchema.optional() });
/** POST /api/staff/trips/{id}/missing/{trackCode}/lost */
export const tripLostSchema = z.strictObject({ note: lineText('Тайлбар', 200) });

/** Why one scanned code was not loaded or unloaded (the rest of the run still is). */
export const TRIP_SCAN_REFUSALS = [
  'NOT_IN_ERENHOT',
  'ON_ANOTHER_TRIP',
  'ALREADY_LOADED',
  'ALREADY_UNLOADED',
  'PARCEL_NOT_FOUND',
  'MOVE_REFUSED',
  'CHANGED_MEANWHILE',
] as const;
export type TripScanRefusal = (typeof TRIP_SCAN_REFUSALS)[number];
const refusedSchema = z.array(z.object({ trackCode: z.string(), reason: z.enum(TRIP_SCAN_REFUSALS), message: z.string() }));

export const tripLoadAnswerSchema = z.object({ loaded: z.array(z.string()), refused: refusedSchema });
export type TripLoadAnswer = z.infer<typeof tripLoadAnswerSchema>;
export const tripUnloadAnswerSchema = z.object({ unloaded: z.array(z.string()), extra: z.array(z.string()), refused: refusedSchema });
export type TripUnloadAnswer = z.infer<typeof tripUnloadAnswerSchema>;

/** Each step of a trip: when, and who (the staff member's name). */
export const tripStepSchema = z.object({ state: z.enum(TRIP_STATES), at: timestampSchema, by: z.string() });

/** What is on the truck: parcels, their weight (kg) and volume (m³) where measured. */
export const tripLoadTotalsSchema = z.object({ parcels: z.number().int(), weightKg: z.number(), volumeM3: z.number() });
export type TripLoadTotals = z.infer<typeof tripLoadTotalsSchema>;

export const tripSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  plate: z.string(),
  driver: z.string(),
  phone: z.string(),
  seal: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(TRIP_STATES),
  createdAt: timestampSchema,
  departedAt: timestampSchema.nullable(),
  arrivedAt: timestampSchema.nullable(),
  /** The departure plus the route's usual duration (median), set on departure; null without past trips. */
  expectedAt: timestampSchema.nullable(),
  steps: z.array(tripStepSchema),
  load: tripLoadTotalsSchema,
});
export type Trip = z.infer<typeof tripSchema>;
export const tripListSchema = z.object({ list: z.array(tripSchema), total: z.number().int() });

/** A missing parcel is resolved as found later (unloaded on another trip, scanned on) or lost with a note. */
export const MISSING_RESOLUTIONS = ['FOUND', 'LOST'] as const;

export const tripParcelSchema = z.object({
  trackCode: z.string(),
  phone: z.string(),
  status: parcelStatusSchema,
  ...parcelMeasuresShape,
  shelf: z.string().nullable(),
  loadedAt: timestampSchema.nullable(),
  unloadedAt: timestampSchema.nullable(),
  /** Unloaded from this truck though not loaded on it ("Энэ рейсэнд байгаагүй"). */
  extra: z.boolean(),
  resolution: z.enum(MISSING_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
});
export type TripParcel = z.infer<typeof tripParcelSchema>;

/** GET /api/staff/trips/{id}: the trip with its parcels; `expected` while unloading, `missing` once closed. */
export const tripDetailSchema = tripSchema.extend({
  parcels: z.array(tripParcelSchema),
  /** Loaded, not unloaded yet (while ARRIVED). */
  expected: z.array(z.string()),
  /** Loaded, not unloaded (once UNLOADED). */
  missing: z.array(z.string()),
  /** Unloaded, not loaded. */
  extra: z.array(z.string()),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

/** GET /api/staff/trips/waiting: parcels received in Erenhot and on no trip, the longest waiting first. */
export const tripWaitingSchema = z.object({
  list: z.array(z.object({ trackCode: z.string(), phone: z.string(), receivedAt: timestampSchema, ...parcelMeasuresShape })),
  total: z.number().int(),
});
export type TripWaiting = z.infer<typeof tripWaitingSchema>;

/** The owner's dashboard: trucks on the road now, the period's trips, parcels missing after unloading. */
export const dashboardTripsShape = {
  onTheRoad: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      plate: z.string(),
      parcels: z.number().int(),
      departedAt: timestampSchema,
      expectedAt: timestampSchema.nullable(),
    }),
  ),
  /**
   * Trips that departed in the period; `hours` from departure to arrival (null while on the road);
   * `missing` (loaded, not unloaded: counted once the trip is closed) and `extra` (unloaded, not loaded).
   */
  trips: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      plate: z.string(),
      state: z.enum(TRIP_STATES),
      parcels: z.number().int(),
      missing: z.number().int(),
      extra: z.number().int(),
      departedAt: timestampSchema,
      arrivedAt: timestampSchema.nullable(),
      hours: z.number().nullable(),
    }),
  ),
  missingParcels: z.array(
    z.object({ tripId: z.number().int(), tripCode: z.string(), trackCode: z.string(), phone: z.string(), closedAt: timestampSchema }),
  ),
};

/** The manifest's languages: Mongolian, and Chinese for the Erenhot staff. */
export const MANIFEST_LANGUAGES = ['mn', 'zh'] as const;
export const manifestQuerySchema = z.object({ lang: z.enum(MANIFEST_LANGUAGES, { error: 'Хэл mn эсвэл zh байна' }).default('mn') });

/** The manifest's words (the staff zh catalogue's words for trips, kept here for the CSV the server writes). */
export const MANIFEST_WORDS = {
  mn: {
    title: 'Ачааны жагсаалт',
    trip: 'Рейс',
    plate: 'Машины дугаар',
    driver: 'Жолооч',
    driverPhone: 'Жолоочийн утас',
    seal: 'Лацны дугаар',
    departed: 'Хөдөлсөн',
    number: '№',
    trackCode: 'Трак код',
    phoneEnd: 'Утас (сүүлийн 4)',
    weight: 'Жин (кг)',
    size: 'Хэмжээ (см)',
    volume: 'Эзэлхүүн (м³)',
    total: 'Нийт',
    parcels: 'ачаа',
  },
  zh: {
    title: '装车清单',
    trip: '车次',
    plate: '车牌号',
    driver: '司机',
    driverPhone: '司机电话',
    seal: '铅封号',
    departed: '发车',
    number: '序号',
    trackCode: '快递单号',
    phoneEnd: '手机号（后4位）',
    weight: '重量（公斤）',
    size: '尺寸（厘米）',
    volume: '体积（立方米）',
    total: '合计',
    parcels: '件',
  },
} as const;
