import { z } from 'zod';
import { parcelMeasuresShape } from './measures';
import { parcelHistorySchema, parcelSummarySchema, trackCodeSchema } from './parcel';
import { multiLineText } from './text';

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

/** GET /api/package/{trackCode}/history: public, so like the check it carries no phone and no owner. */
export const parcelTimelineSchema = parcelSummarySchema.extend({ ...parcelMeasuresShape, history: parcelHistorySchema });
export type ParcelTimeline = z.infer<typeof parcelTimelineSchema>;
