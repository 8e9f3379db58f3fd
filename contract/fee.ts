import type { Currency } from './warehouse';

/*
 * The published fee rule, written once: the calculator shows it, the server computes each parcel's
 * fee with it when staff record a weight or size, and the tests check both against it. No zod here,
 * so the calculator's chunk carries only this.
 */

export type Measures = { widthCm: number; heightCm: number; lengthCm: number; weightKg: number };

export type FeeBasis = 'weight' | 'volume';

export type TransportFee = {
  /** weight × kg price, in tugrik */
  weightPart: number;
  /** (width × height × length in metres) × m³ price in yuan × rate, in tugrik */
  volumePart: number;
  volumeM3: number;
  /** the larger part rounded up to the next 100 ₮ */
  fee: number;
  /** which part decided the fee; null while both are zero */
  basis: FeeBasis | null;
};

/**
 * Rounds up to the next 100 ₮. The quotient is first cut to 6 decimals so binary noise
 * (34,500 computed as 34,500.000000004) does not add a whole 100 ₮.
 */
export function roundUpToHundred(amount: number): number {
  const hundreds = Math.round((amount / 100) * 1e6) / 1e6;
  return Math.ceil(hundreds) * 100;
}

/** The product's fee: the larger of the weight and volume parts, rounded up to the next 100 ₮. */
export function calculateTransportFee(measures: Measures, currency: Currency): TransportFee {
  const weightPart = measures.weightKg * currency.kg;
  // Multiplying centimetres first and dividing once keeps the volume exact for whole-cm inputs.
  const volumeM3 = (measures.widthCm * measures.heightCm * measures.lengthCm) / 1_000_000;
  const volumePart = volumeM3 * currency.m3 * currency.rate;
  const larger = Math.max(weightPart, volumePart);
  return {
    weightPart,
    volumePart,
    volumeM3,
    fee: roundUpToHundred(larger),
    basis: larger === 0 ? null : weightPart >= volumePart ? 'weight' : 'volume',
  };
}

const MEASURE_PATTERN = /^(\d+\.?\d*|\.\d+)$/;

/**
 * A typed measure: digits with an optional decimal point or comma (some Android keyboards give only
 * a comma with `inputmode=decimal`). Empty counts as 0; anything else (letters, a second point, a
 * minus sign) is null, which the form shows as "numbers only".
 */
export function parseMeasure(text: string): number | null {
  if (text === '') return 0;
  const withPoint = text.replace(',', '.');
  return MEASURE_PATTERN.test(withPoint) ? Number(withPoint) : null;
}

/** What staff measure on intake; a size is all three sides or none. Null while not measured. */
export type ParcelMeasures = { weightKg: number | null; widthCm: number | null; heightCm: number | null; lengthCm: number | null };

/**
 * A parcel's fee by the rule with the prices in force, or null when nothing was measured (the
 * fee is then unknown, or typed by hand). A missing weight or size counts as 0 for its part.
 */
export function parcelFee(measures: ParcelMeasures, currency: Currency): number | null {
  const sized = measures.widthCm !== null && measures.heightCm !== null && measures.lengthCm !== null;
  if (measures.weightKg === null && !sized) return null;
  return calculateTransportFee(
    {
      weightKg: measures.weightKg ?? 0,
      widthCm: sized ? measures.widthCm! : 0,
      heightCm: sized ? measures.heightCm! : 0,
      lengthCm: sized ? measures.lengthCm! : 0,
    },
    currency,
  ).fee;
}
