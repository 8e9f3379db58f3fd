import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';

/*
 * How long parcels take from Erenhot (RECEIVED) to Ulaanbaatar (DELIVERED), learnt from the
 * history rows of the last 45 days. Kept in memory and recomputed at most hourly, when a request
 * finds it old: an answer never waits on more than one computation, and never on one per request.
 */

export const TRIP_WINDOW_DAYS = 45;
/** Fewer trips than this say too little: no estimate at all. */
export const MIN_TRIPS = 20;
export const TRIP_TIMES_MAX_AGE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TripTimes {
  medianMs: number;
  p90Ms: number;
  trips: number;
}

/** The nearest-rank percentile of sorted durations: a real trip's time, never an average of two. */
export const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;

/** The trips that reached Ulaanbaatar in the window; null when fewer than MIN_TRIPS did. */
export async function computeTripTimes(db: Db, now: Date): Promise<TripTimes | null> {
  const since = new Date(now.getTime() - TRIP_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('parcel_status_history as arrived')
    .innerJoin('parcel_status_history as received', 'received.parcel_id', 'arrived.parcel_id')
    .where('arrived.status', '=', 'DELIVERED')
    .where('arrived.event', '=', 'MOVE')
    .where('arrived.changed_at', '>=', since)
    .where('received.status', '=', 'RECEIVED')
    .where('received.event', '=', 'MOVE')
    .select([
      'arrived.parcel_id',
      (eb) => eb.fn.max('arrived.changed_at').as('arrived_at'),
      (eb) => eb.fn.max('received.changed_at').as('received_at'),
    ])
    .groupBy('arrived.parcel_id')
    .execute();
  const durations = rows
    .map((row) => Date.parse(toIso(row.arrived_at)) - Date.parse(toIso(row.received_at)))
    .filter((duration) => Number.isFinite(duration) && duration > 0)
    .sort((a, b) => a - b);
  if (durations.length < MIN_TRIPS) return null;
  return { medianMs: percentile(durations, 0.5), p90Ms: percentile(durations, 0.9), trips: durations.length };
}

export interface ArrivalEstimates {
  /** The trip times, recomputed first when older than an hour (one computation for every waiting request). */
  current(): Promise<TripTimes | null>;
  /** Computes now, whatever the age (the late watch, tests). */
  refresh(): Promise<TripTimes | null>;
  now(): Date;
}

export function createArrivalEstimates(db: Db, clock: () => Date = () => new Date()): ArrivalEstimates {
  let cached: { at: number; times: TripTimes | null } | undefined;
  let computing: Promise<TripTimes | null> | undefined;
  const refresh = () => {
    computing ??= computeTripTimes(db, clock())
      .then((times) => {
        cached = { at: clock().getTime(), times };
        return times;
      })
      .finally(() => {
        computing = undefined;
      });
    return computing;
  };
  return {
    async current() {
      if (cached && clock().getTime() - cached.at < TRIP_TIMES_MAX_AGE_MS) return cached.times;
      return refresh();
    },
    refresh,
    now: clock,
  };
}
