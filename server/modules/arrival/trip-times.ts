import type { Db } from '../../db/database';
import { historyDurations } from './history-durations';

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

/**
 * The median and 90th percentile of durations (ms; any order, only positive ones count); null when
 * fewer than `least` say too little.
 */
export function summarizeDurations(durations: readonly number[], least: number): TripTimes | null {
  const sorted = durations.filter((duration) => Number.isFinite(duration) && duration > 0).sort((a, b) => a - b);
  if (sorted.length < least) return null;
  return { medianMs: percentile(sorted, 0.5), p90Ms: percentile(sorted, 0.9), trips: sorted.length };
}

/** The trips that reached Ulaanbaatar in the window; null when fewer than MIN_TRIPS did. */
export async function computeTripTimes(db: Db, now: Date): Promise<TripTimes | null> {
  const since = new Date(now.getTime() - TRIP_WINDOW_DAYS * DAY_MS);
  return summarizeDurations(await historyDurations(db, { from: 'RECEIVED', to: 'DELIVERED', since }), MIN_TRIPS);
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
