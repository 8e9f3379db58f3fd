/*
 * How many days a parcel has waited at Ulaanbaatar: whole days since it arrived (DELIVERED). One
 * function for the counter's report, the owner's dashboard and the storage rule, so they agree.
 */

export const DAY_MS = 86_400_000;

export function waitingDays(arrivedAt: string | Date, now: Date): number {
  const arrived = arrivedAt instanceof Date ? arrivedAt.getTime() : Date.parse(arrivedAt);
  return Math.max(0, Math.floor((now.getTime() - arrived) / DAY_MS));
}

/** The instant before which a parcel has waited at least `days` days (for SQL: `arrived_at <= waitedSince(days)`). */
export const waitedSince = (days: number, now: Date): string => new Date(now.getTime() - days * DAY_MS).toISOString();
