import { ulaanbaatarDay, type ParcelEta, type ParcelStatus } from '@contract';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { roadTimes } from './road-times';
import type { ArrivalEstimates, TripTimes } from './trip-times';

/** Ulaanbaatar's calendar day of an instant (contract/counter.ts keeps its UTC+8). */
export const ubDate = (ms: number) => ulaanbaatarDay(new Date(ms));

/** Parcels on the way to Ulaanbaatar: the ones an estimate is for. */
export const ON_THE_WAY: readonly ParcelStatus[] = ['RECEIVED', 'SENT'];

export function etaFor(receivedAt: string, times: TripTimes, now: Date): ParcelEta {
  const received = Date.parse(receivedAt);
  const latest = received + times.p90Ms;
  return { from: ubDate(received + times.medianMs), to: ubDate(latest), late: now.getTime() > latest };
}

/** When each parcel (by code) last entered a status: RECEIVED starts its trip, DELIVERED its storage days. */
export async function enteredTimes(db: Db, trackCodes: readonly string[], status: ParcelStatus = 'RECEIVED'): Promise<Map<string, string>> {
  if (trackCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('parcel_status_history')
    .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
    .where('parcels.track_code', 'in', trackCodes)
    .where('parcel_status_history.status', '=', status)
    .where('parcel_status_history.event', '=', 'MOVE')
    .select(['parcels.track_code', (eb) => eb.fn.max('parcel_status_history.changed_at').as('received_at')])
    .groupBy('parcels.track_code')
    .execute();
  return new Map(rows.map((row) => [row.track_code, toIso(row.received_at)]));
}

/**
 * A timestamp expression as ISO text on either engine. PostgreSQL writes it itself: pg's parse of a
 * timestamptz into a Date and toISOString back cost the public check a few µs per parcel; SQLite
 * stores the text already. The text is what toIso writes (UTC, milliseconds).
 */
export function isoText<Text extends string | null = string | null>(db: Db, expression: RawBuilder<unknown>): RawBuilder<Text> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<Text>`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<Text>`${expression}`;
}

/**
 * What a parcel's estimate needs, read in the same statement as the parcel (`parcels` in scope), so
 * a lookup is one round trip however many of its parcels are on the way: when it last entered
 * RECEIVED (only for one on the way) and when the truck it is loaded on left (only for one SENT on a
 * truck that departed). Each is an index probe (parcel_status_history by parcel, status and event;
 * trip_parcels by parcel) that the engine runs only for the rows whose status asks for it.
 */
export function etaInputColumns(db: Db) {
  return [
    isoText(db, sql`case when parcels.status in ('RECEIVED', 'SENT') then ${enteredAt(db, 'RECEIVED')} end`).as('received_at'),
    isoText(db, departedAt).as('departed_at'),
  ] as const;
}

/**
 * When the parcel in scope (`parcels`) last entered a status by a move: the probe of the history by
 * parcel. On SQLite the index is named: without statistics its planner takes the transit chart's
 * index (status, event, changed_at: covering, in changed_at order) and walks every parcel's moves
 * into that status, newest first, until it meets this one's.
 */
export function enteredAt(db: Db, status: ParcelStatus): RawBuilder<unknown> {
  const byParcel = db.getExecutor().adapter instanceof PostgresAdapter ? sql`` : sql`indexed by parcel_status_history_parcel_status`;
  return sql`(select max(history.changed_at) from parcel_status_history history ${byParcel}
      where history.parcel_id = parcels.id and history.status = ${sql.lit(status)} and history.event = 'MOVE')`;
}

const departedAt = sql`case when parcels.status = 'SENT' then (
      select max(trips.departed_at) from trip_parcels loaded inner join trips on trips.id = loaded.trip_id
      where loaded.parcel_id = parcels.id and trips.state = 'DEPARTED' and loaded.loaded_at is not null
    ) end`;

/** The estimates' figures at this moment: the trip times (history) and the road's times (trucks), both cached. */
export interface CurrentEstimates {
  times: TripTimes | null;
  road: TripTimes | null;
  now: Date;
}

/**
 * The cached trip and road times, without a query while they are fresh. Callers start it beside
 * their own lookup (Promise.all), so even the request that finds them old and recomputes them waits
 * for one round trip's time, not two in a row.
 */
export async function currentEstimates(db: Db, estimates: ArrivalEstimates): Promise<CurrentEstimates> {
  const now = estimates.now();
  const [times, road] = await Promise.all([estimates.current(), roadTimes(db, now)]);
  return { times, road, now };
}

/** One parcel's estimate from the inputs read with it (etaInputColumns); undefined when it is not on the way or nothing says. */
export function etaOf(
  status: ParcelStatus,
  inputs: { received_at: string | Date | null; departed_at: string | Date | null },
  { times, road, now }: CurrentEstimates,
): ParcelEta | undefined {
  if (!ON_THE_WAY.includes(status)) return undefined;
  // On a truck that left: from its departure and the road's usual duration (narrower than from RECEIVED).
  if (road && status === 'SENT' && inputs.departed_at) return etaFor(toIso(inputs.departed_at), road, now);
  return times && inputs.received_at ? etaFor(toIso(inputs.received_at), times, now) : undefined;
}
