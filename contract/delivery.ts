import { z } from 'zod';
import { listOf, phoneSchema, timestampSchema, MAX_ID } from './common';
import { multiLineText } from './text';
import { COUNTER_METHODS } from './counter';
import { priceSchema, trackCodeSchema } from './parcel';

export const DELIVERY_STATES = ['REQUESTED', 'OUT_FOR_DELIVERY', 'DONE', 'CANCELLED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Open requests still hold their parcels (no second request may take them). */
export const OPEN_DELIVERY_STATES: readonly DeliveryState[] = ['REQUESTED', 'OUT_FOR_DELIVERY'];

/** Staff moves: REQUESTED → OUT_FOR_DELIVERY → DONE. */
export const NEXT_DELIVERY_STATE: Partial<Record<DeliveryState, DeliveryState>> = {
  REQUESTED: 'OUT_FOR_DELIVERY',
  OUT_FOR_DELIVERY: 'DONE',
};

export const DELIVERY_STATE_LABELS = {
  mn: { REQUESTED: 'Хүсэлт илгээсэн', OUT_FOR_DELIVERY: 'Хүргэлтэд гарсан', DONE: 'Хүргэгдсэн', CANCELLED: 'Цуцалсан' },
  en: { REQUESTED: 'Requested', OUT_FOR_DELIVERY: 'Out for delivery', DONE: 'Delivered to the door', CANCELLED: 'Cancelled' },
} as const satisfies Record<'mn' | 'en', Record<DeliveryState, string>>;

export const DELIVERY_MAX_PARCELS = 50;

/** POST /api/delivery */
export const deliveryRequestInputSchema = z.strictObject({
  trackCodes: z
    .array(trackCodeSchema, { error: 'Хүргүүлэх ачаагаа сонгоно уу' })
    .min(1, { error: 'Хүргүүлэх ачаагаа сонгоно уу' })
    .max(DELIVERY_MAX_PARCELS, { error: `Нэг удаад ${DELIVERY_MAX_PARCELS}-аас олон ачаа хүргүүлэх боломжгүй` })
    .transform((codes) => [...new Set(codes)]),
  addressId: z
    .number({ error: 'Хүргэлтийн хаягаа сонгоно уу' })
    .int()
    .positive({ error: 'Хүргэлтийн хаягаа сонгоно уу' })
    // A database id is 32-bit: a larger one names no address (PostgreSQL would refuse the query with a 500).
    .max(MAX_ID, { error: 'Хүргэлтийн хаягаа сонгоно уу' }),
  note: multiLineText('Тайлбар', 500).default(''),
  /** The phone the courier calls; the address's phone when left out. */
  phone: phoneSchema.optional(),
});
export type DeliveryRequestInput = z.input<typeof deliveryRequestInputSchema>;

export const deliveryRequestSchema = z.object({
  id: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  trackCodes: z.array(z.string()),
  address: z.string(),
  recipient: z.string(),
  phone: z.string(),
  note: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The door-delivery fee of this request, frozen when it was made (0 = free). */
  deliveryFee: z.number().int(),
  /** What the parcels still owe (their fees and storage, less what was paid), by the rule in contract/amount-due.ts. */
  parcelFees: z.number().int(),
  /** What is still due: `parcelFees` + the delivery fee, less what was paid for the request (online or at the door). */
  totalDue: z.number().int(),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;
export const deliveryRequestListSchema = listOf(deliveryRequestSchema);

/** PATCH /api/staff/delivery/{id}: the state to move to (the next one after the current). */
export const staffDeliveryPatchSchema = z.strictObject({
  state: z.enum(['OUT_FOR_DELIVERY', 'DONE'], { error: 'Хүргэлтийн төлөв буруу байна' }),
  /**
   * With DONE: the money the courier collected at the door. It must equal what is still due
   * (`totalDue`), and may be left out only when nothing is due; anything else is 409 WRONG_AMOUNT.
   */
  collected: z
    .strictObject({
      method: z.enum(COUNTER_METHODS, { error: 'Төлбөрийн хэлбэр буруу байна' }),
      amount: priceSchema,
    })
    .optional(),
});
export type StaffDeliveryPatch = z.input<typeof staffDeliveryPatchSchema>;
