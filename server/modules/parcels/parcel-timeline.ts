import type { ParcelTimeline } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { currentEstimates, etaInputColumns, etaOf } from '../arrival/parcel-eta';
import type { ArrivalEstimates } from '../arrival/trip-times';
import { toMeasures, toSummary } from './public-lookup';

/*
 * The public timeline (`GET /api/package/{trackCode}/history`): what the check shows of one parcel,
 * its weight and size, its history (moves and their undos, oldest first; edits are staff business),
 * its arrival estimate and the times of the trip it was last loaded on (never the plate, driver or
 * seal). No phone and no owner.
 *
 * ONE statement: the parcel with its estimate's inputs (etaInputColumns) and its last trip joined,
 * and one row per history entry (a left join, so a parcel without history still answers a row). The
 * trip and road times come from their caches beside it (currentEstimates), so the route waits one
 * round trip after its rate limit's.
 */

/** The trip the parcel was last loaded on (not cancelled): a probe of trip_parcels by parcel, newest first. */
const lastLoad = sql<number | null>`(select loads.id from trip_parcels loads inner join trips on trips.id = loads.trip_id
  where loads.parcel_id = parcels.id and loads.loaded_at is not null and trips.state != 'CANCELLED'
  order by loads.id desc limit 1)`;

const iso = (value: Date | string | null) => (value === null ? null : toIso(value));

function timelineQuery(db: Db, trackCode: string) {
  // One row (a track code is unique); its LIMIT also keeps PostgreSQL from pulling it up into the
  // joins below, so each join is an index probe by a plain column.
  const parcel = db
    .selectFrom('parcels')
    .select(['id', 'track_code', 'price', 'status', 'updated_at', 'state', 'weight_kg', 'width_cm', 'height_cm', 'length_cm'])
    .select([...etaInputColumns(db), lastLoad.as('last_load_id')])
    .where('track_code', '=', trackCode)
    .limit(1);
  return db
    .selectFrom(parcel.as('parcel'))
    .leftJoin('trip_parcels as last_load', 'last_load.id', 'parcel.last_load_id')
    .leftJoin('trips as last_trip', 'last_trip.id', 'last_load.trip_id')
    .leftJoin('parcel_status_history as history', (join) =>
      join.onRef('history.parcel_id', '=', 'parcel.id').on('history.event', '!=', 'EDIT'),
    )
    .selectAll('parcel')
    .select([
      'last_load.loaded_at as trip_loaded_at',
      'last_trip.departed_at as trip_departed_at',
      'last_trip.arrived_at as trip_arrived_at',
      'history.status as history_status',
      'history.changed_at as history_at',
    ])
    .orderBy('history.id');
}

/** The parcel's public timeline, or undefined when there is no active parcel with this code. */
export async function findParcelTimeline(db: Db, arrival: ArrivalEstimates, trackCode: string): Promise<ParcelTimeline | undefined> {
  const [rows, current] = await Promise.all([timelineQuery(db, trackCode).execute(), currentEstimates(db, arrival)]);
  const [row] = rows;
  if (!row || row.state !== 'ACTIVE') return undefined;
  const history = rows.flatMap((entry) =>
    entry.history_status === null || entry.history_at === null ? [] : [{ status: entry.history_status, at: toIso(entry.history_at) }],
  );
  const eta = etaOf(row.status, row, current);
  return {
    ...toSummary(row),
    ...toMeasures(row),
    history,
    ...(eta ? { eta } : {}),
    ...(row.trip_loaded_at === null
      ? {}
      : { trip: { loadedAt: toIso(row.trip_loaded_at), departedAt: iso(row.trip_departed_at), arrivedAt: iso(row.trip_arrived_at) } }),
  };
}
