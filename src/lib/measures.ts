import type { ParcelMeasures } from '@contract';

/** The weight and size that made a fee (contract/fee.ts). */
export type Measures = ParcelMeasures;

/** Measures as a line: "3.5 кг · 50×40×60 см"; empty when nothing was measured. */
export function formatMeasures(measures: Measures, units: { kg: string; cm: string }): string {
  const parts: string[] = [];
  if (measures.weightKg !== null) parts.push(`${measures.weightKg} ${units.kg}`);
  if (measures.widthCm !== null && measures.heightCm !== null && measures.lengthCm !== null) {
    parts.push(`${measures.widthCm}×${measures.heightCm}×${measures.lengthCm} ${units.cm}`);
  }
  return parts.join(' · ');
}
