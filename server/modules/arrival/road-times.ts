import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { historyDurations } from './history-durations';
import { MIN_TRIPS, summarizeDurations, TRIP_TIMES_MAX_AGE_MS, TRIP_WINDOW_DAYS, type TripTimes } from './trip-times';

/*
 * How long the road from Erenhot to Ulaanbaatar takes: from a truck's departure to its arrival, for
 * the trucks that arrived in the last 45 days (at least MIN_TRUCKS of them). Until there are that
 * many, the parcels' own history says it: from their last SENT to DELIVERED (at least MIN_TRIPS,
 * as the estimate from history needs). Either leaves out the days a parcel waits in Erenhot for a
 * truck, which is why an estimate from the departure is narrower.
 */

export const MIN_TRUCKS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

async function fromTrucks(db: Db, since: Date): Promise<TripTimes | null> {
  const rows = await db
    .selectFrom('trips')
    .select(['departed_at', 'arrived_at'])
    .where('arrived_at', '>=', since.toISOString())
    .where('departed_at', 'is not', null)
    .execute();
  return summarizeDurations(
    rows.map((row) => Date.parse(toIso(row.arrived_at!)) - Date.parse(toIso(row.departed_at!))),
    MIN_TRUCKS,
  );
}

/**
 * How long this instance keeps the road's times. An arrival unloaded here forgets them at once
 * (forgetRoadTimes); one unloaded on another instance reaches this one's estimates through this
 * short age instead of a message between instances: at most a minute late, for a figure made of 45
 * days of trucks, and the public check reads no version row on each call to learn it sooner.
 */
export const ROAD_TIMES_MAX_AGE_MS = Math.min(60_000, TRIP_TIMES_MAX_AGE_MS);

const cache = new WeakMap<Db, { at: number; generation: number; times: Promise<TripTimes | null> }>();
/** Raised by every arrival: the cached times of every connection (the writer's, the reads') are old then. */
let generation = 0;

/** The road's median and 90th percentile, recomputed at most once a minute (and after every arrival here). */
export function roadTimes(db: Db, now: Date): Promise<TripTimes | null> {
  const hit = cache.get(db);
  if (hit && hit.generation === generation && now.getTime() - hit.at < ROAD_TIMES_MAX_AGE_MS && now.getTime() >= hit.at) return hit.times;
  const since = new Date(now.getTime() - TRIP_WINDOW_DAYS * DAY_MS);
  const times = fromTrucks(db, since).then(
    async (trucks) => trucks ?? summarizeDurations(await historyDurations(db, { from: 'SENT', to: 'DELIVERED', since }), MIN_TRIPS),
  );
  times.catch(() => cache.delete(db));
  cache.set(db, { at: now.getTime(), generation, times });
  return times;
}

/** A truck arrived: the next estimate counts it. */
export const forgetRoadTimes = () => {
  generation += 1;
};
