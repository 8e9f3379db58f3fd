import { z } from 'zod';
import { listOf, recordStateSchema } from './common';

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

export const warehouseListQuerySchema = z.object({
  orgId: z.coerce.number({ error: 'Байгууллагын дугаар буруу байна' }).int().positive(),
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
export const warehousePricesResponseSchema = z.object({ data: z.object({ currency: currencySchema }) });
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

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} оруулна уу` })
    .trim()
    .min(1, { error: `${label} оруулна уу` })
    .max(max, {
      error: `${label} ${max} тэмдэгтээс урт байж болохгүй`,
    });

export const staffWarehouseSchema = z.strictObject({
  name: requiredText('Агуулахын нэр', 100),
  address: requiredText('Хаяг', 300),
  phone: z.string().trim().min(1, { error: 'Утас оруулна уу' }).max(30),
  state: recordStateSchema.optional(),
});

export const staffCargoAddressSchema = z.strictObject({
  consignee: requiredText('Хүлээн авагч', 100),
  phone: z.string().trim().min(1, { error: 'Утас оруулна уу' }).max(30),
  region: requiredText('Бүс нутаг', 200),
  address: requiredText('Дэлгэрэнгүй хаяг', 300),
  zipcode: z.string().trim().max(20).optional(),
});

export const staffPricesSchema = z.strictObject({
  kg: z.number({ error: '1 кг-ийн үнэ тоо байна' }).nonnegative().max(10_000_000),
  m3: z.number({ error: '1 м³-ийн үнэ тоо байна' }).nonnegative().max(1_000_000),
  rate: z.number({ error: 'Ханш тоо байна' }).positive().max(100_000),
});
