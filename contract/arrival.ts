import { z } from 'zod';

/*
 * The fields a parcel carries for its arrival estimate and storage days. Small on
 * purpose: the public check's schema (and so the first paint) includes it. The calls of unclaimed
 * parcels, claims, late parcels and the storage rule are in ./arrival-calls.ts, outside the index.
 * docs/arrival.md tells the rules.
 */

/**
 * When a parcel on the way (RECEIVED or SENT) should reach Ulaanbaatar: the median and the 90th
 * percentile of recent trips from its RECEIVED time, as Ulaanbaatar dates (YYYY-MM-DD). `late` once
 * the 90th percentile has passed.
 */
/** How many days before its free storage ends a parcel's owner is told (STORAGE_ENDING). */
export const STORAGE_WARNING_DAYS = 2;

export const parcelEtaSchema = z.object({ from: z.string(), to: z.string(), late: z.boolean() });
export type ParcelEta = z.infer<typeof parcelEtaSchema>;

/**
 * A parcel waiting at Ulaanbaatar (DELIVERED): the last free day, the free days left (0 once over),
 * and the days charged with the fee accrued so far (0 while free, or when the fee is off).
 */
export const parcelStorageSchema = z.object({
  freeUntil: z.string(),
  daysLeft: z.number().int().nonnegative(),
  daysCharged: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative(),
});
export type ParcelStorage = z.infer<typeof parcelStorageSchema>;
