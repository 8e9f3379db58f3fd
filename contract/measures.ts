import { z } from 'zod';

/*
 * What staff record on intake: weight (kg) and size (cm), and the parcel's shelf place at the
 * Ulaanbaatar warehouse. JSON numbers only (a string "2.5" is refused, not read), positive, at most
 * two decimals, bounded by what a cargo counter handles.
 */

export const MAX_WEIGHT_KG = 1000;
export const MAX_SIDE_CM = 500;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const measure = (label: string, unit: string, max: number) =>
  z
    .number({ error: `${label} тоо байна` })
    .positive({ error: `${label} 0-ээс их байна` })
    .max(max, { error: `${label} ${max} ${unit}-аас их байж болохгүй` })
    .refine(hasAtMostTwoDecimals, { error: `${label} хамгийн ихдээ 2 орон бутархайтай байна` });

export const weightKgSchema = measure('Жин', 'кг', MAX_WEIGHT_KG);
export const widthCmSchema = measure('Өргөн', 'см', MAX_SIDE_CM);
export const heightCmSchema = measure('Өндөр', 'см', MAX_SIDE_CM);
export const lengthCmSchema = measure('Урт', 'см', MAX_SIDE_CM);

/**
 * The weight and size that made a parcel's fee, in every answer about it (customer, public
 * timeline, staff): a fee can be checked against the calculator. Null where nothing was measured.
 */
export const parcelMeasuresShape = {
  weightKg: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  lengthCm: z.number().nullable(),
};

/** The measure fields a staff create or edit may carry. */
export const measureFields = {
  weightKg: weightKgSchema.optional(),
  widthCm: widthCmSchema.optional(),
  heightCm: heightCmSchema.optional(),
  lengthCm: lengthCmSchema.optional(),
};

type MaybeSides = { widthCm?: number | undefined; heightCm?: number | undefined; lengthCm?: number | undefined };
/** A size is all three sides or none: the volume of two sides is no volume. */
export const hasWholeSize = (body: MaybeSides) => {
  const given = [body.widthCm, body.heightCm, body.lengthCm].filter((side) => side !== undefined).length;
  return given === 0 || given === 3;
};
export const wholeSizeMessage = 'Хэмжээнд өргөн, өндөр, уртыг гурвууланг нь оруулна уу';

/** A shelf place in the warehouse's own scheme (`B-12`): letters, digits and dashes, at most 12, upper-cased. */
export const shelfSchema = z
  .string({ error: 'Тавиурын байрлал текст байна' })
  .trim()
  .min(1, { error: 'Тавиурын байрлал оруулна уу' })
  .max(12, { error: 'Тавиурын байрлал 12 тэмдэгтээс урт байж болохгүй' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'Тавиурын байрлал зөвхөн үсэг, тоо, зураасаас бүрдэнэ' })
  .transform((place) => place.toUpperCase());

/** How a parcel's fee was set: by the published rule from its measures, or typed by hand. */
export const PRICE_SOURCES = ['RULE', 'MANUAL'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
