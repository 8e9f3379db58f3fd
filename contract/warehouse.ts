import { z } from 'zod';
import { idTextSchema, listOf, recordStateSchema } from './common';
import { lineText } from './text';

/** `contactInfo: { phone }` rather than a plain `phone`: the product's original shape, kept for its clients. */
export const warehouseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  contactInfo: z.object({ phone: z.string() }),
  state: recordStateSchema,
});
export type WarehouseSummary = z.infer<typeof warehouseSummarySchema>;
export const warehouseListSchema = listOf(warehouseSummarySchema);
export type WarehouseList = z.infer<typeof warehouseListSchema>;

/**
 * The public list shows ACTIVE warehouses only: `state` may be omitted or ACTIVE, and any other
 * state answers an empty list (staff see every state through GET /api/staff/warehouses).
 */
export const warehouseListQuerySchema = z.object({
  orgId: idTextSchema('Байгууллагын дугаар буруу байна'),
  state: recordStateSchema.optional(),
});

/**
 * The organisation's prices: kg in tugrik, m3 in yuan, rate in tugrik per yuan. `currency` and the
 * `{ data: { currency } }` wrapper below are the product's original API shape (its clients read
 * them), kept as they are; the PWA unwraps them in its data layer (src/data/prices/).
 */
export const currencySchema = z.object({
  kg: z.number().nonnegative(),
  m3: z.number().nonnegative(),
  rate: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;
/** The door-delivery fee in tugrik (0 = free), set with the prices. */
export const deliveryFeeSchema = z
  .number({ error: 'Хүргэлтийн төлбөр тоо байна' })
  .int({ error: 'Хүргэлтийн төлбөр бүхэл тоо байна' })
  .nonnegative({ error: 'Хүргэлтийн төлбөр сөрөг байж болохгүй' })
  .max(10_000_000, { error: 'Хүргэлтийн төлбөр хэт их байна' });
/** `deliveryFee` is always sent by this server (optional only for answers cached before it existed). */
export const warehousePricesResponseSchema = z.object({
  data: z.object({ currency: currencySchema, deliveryFee: z.number().int().optional() }),
});
export type WarehousePricesResponse = z.infer<typeof warehousePricesResponseSchema>;

export const cargoAddressSchema = z.object({
  warehouse: z.object({ name: z.string() }),
  consignee: z.string(),
  phone: z.string(),
  region: z.string(),
  address: z.string(),
  zipcode: z.string().optional(),
});
export type CargoAddress = z.infer<typeof cargoAddressSchema>;

export const organizationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

/**
 * Warehouse and receiving-address phones are Chinese or Mongolian landlines and mobiles, written
 * the way people write them: `+86 158 4890 9331`, `(0479) 751-2345`, `77115566`.
 */
const contactPhoneSchema = z
  .string({ error: 'Утас оруулна уу' })
  .trim()
  .min(1, { error: 'Утас оруулна уу' })
  .max(30, { error: 'Утас 30 тэмдэгтээс урт байж болохгүй' })
  .regex(/^\+?[0-9 ()-]+$/, { error: 'Утсанд зөвхөн тоо, зай, +, -, хаалт бичнэ' })
  .refine(
    (phone) => {
      const digits = phone.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 15;
    },
    { error: 'Утас 6–15 оронтой байна' },
  );

export const staffWarehouseSchema = z.strictObject({
  name: lineText('Агуулахын нэр', 100),
  address: lineText('Хаяг', 300),
  phone: contactPhoneSchema,
  state: recordStateSchema.optional(),
});

export const staffCargoAddressSchema = z.strictObject({
  consignee: lineText('Хүлээн авагч', 100),
  phone: contactPhoneSchema,
  region: lineText('Бүс нутаг', 200),
  address: lineText('Дэлгэрэнгүй хаяг', 300),
  zipcode: z
    .string({ error: 'Шуудангийн код текст байна' })
    .trim()
    .regex(/^[0-9A-Za-z -]{0,20}$/, { error: 'Шуудангийн код зөвхөн тоо, үсгээс бүрдэнэ' })
    .optional(),
});

/** Tugrik per kg and yuan per m³ are whole numbers; the rate (tugrik per yuan) has at most 2 decimals. */
export const staffPricesSchema = z.strictObject({
  kg: z
    .number({ error: '1 кг-ийн үнэ тоо байна' })
    .int({ error: '1 кг-ийн үнэ бүхэл тоо байна' })
    .nonnegative({ error: '1 кг-ийн үнэ сөрөг байж болохгүй' })
    .max(10_000_000, { error: '1 кг-ийн үнэ хэт их байна' }),
  m3: z
    .number({ error: '1 м³-ийн үнэ тоо байна' })
    .int({ error: '1 м³-ийн үнэ бүхэл тоо байна' })
    .nonnegative({ error: '1 м³-ийн үнэ сөрөг байж болохгүй' })
    .max(1_000_000, { error: '1 м³-ийн үнэ хэт их байна' }),
  rate: z
    .number({ error: 'Ханш тоо байна' })
    .min(0.01, { error: 'Ханш 0.01-ээс бага байж болохгүй' })
    .max(100_000, { error: 'Ханш хэт их байна' })
    // Within a rounding error of a whole number of hundredths (482.5 * 100 is exact, 0.07 * 100 is not).
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, { error: 'Ханш хамгийн ихдээ 2 аравтын оронтой байна' }),
  /** The door-delivery fee; left out keeps the one in force. */
  deliveryFee: deliveryFeeSchema.optional(),
});
