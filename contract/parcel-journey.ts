import { z } from 'zod';
import { parcelMeasuresShape } from './measures';
import { parcelHistorySchema, parcelSummarySchema, trackCodeSchema } from './parcel';
import { multiLineText } from './text';
import { timestampSchema } from './common';

/** A customer's note of what is inside a parcel they expect ("гутал", "2 ширхэг цамц"). */
export const PARCEL_NOTE_MAX = 100;

/** A track code in a path (`/api/package/{trackCode}/history`, `/api/staff/parcels/{trackCode}`). */
export const trackCodeParamsSchema = z.object({ trackCode: trackCodeSchema });

/** POST /api/package: a signed-in customer registers a track code they expect, with an optional note. */
export const parcelRegisterSchema = z.strictObject({
  trackCode: trackCodeSchema,
  note: multiLineText('Тайлбар', PARCEL_NOTE_MAX)
    .optional()
    .transform((note) => note || undefined),
});
export type ParcelRegister = z.input<typeof parcelRegisterSchema>;

/**
 * The customer's view of their parcel's truck: its times only, never the plate, the
 * driver or the seal. `departedAt` and `arrivedAt` are null until the truck leaves and arrives.
 */
export const parcelTripTimesSchema = z.object({
  loadedAt: timestampSchema,
  departedAt: timestampSchema.nullable(),
  arrivedAt: timestampSchema.nullable(),
});
export type ParcelTripTimes = z.infer<typeof parcelTripTimesSchema>;

/** GET /api/package/{trackCode}/history: public, so like the check it carries no phone and no owner. */
export const parcelTimelineSchema = parcelSummarySchema.extend({
  ...parcelMeasuresShape,
  history: parcelHistorySchema,
  trip: parcelTripTimesSchema.optional(),
});
export type ParcelTimeline = z.infer<typeof parcelTimelineSchema>;
