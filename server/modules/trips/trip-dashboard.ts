import { ulaanbaatarDayRange } from '@contract';
import type { z } from 'zod';
import type { dashboardTripsShape } from '@contract/trips';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { openMissingRows } from './trip-loading';

/*
 * The owner's dashboard's trips: trucks on the road now, the trips that left in the
 * period with how long each took and how many parcels each missed or brought extra, and the parcels missing after unloading until each is resolved.
 * Read fresh on every request (a few small queries), outside the dashboard's 30 s cache: a trip
 * closed a moment ago shows its missing parcels at once.
 */

type TripFigures = { [Key in keyof typeof dashboardTripsShape]: z.infer<(typeof dashboardTripsShape)[Key]> };

const HOUR_MS = 60 * 60 * 1000;

/** Per trip: parcels loaded, loaded and never unloaded (missing once it is closed), unloaded without being loaded. */
const tripCounts = (db: Db) =>
  db
    .selectFrom('trip_parcels')
    .select((eb) => [
      'trip_id',
      eb.fn.count<number | string>(eb.case().when('loaded_at', 'is not', null).then(1).end()).as('parcels'),
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(eb.and([eb('loaded_at', 'is not', null), eb('unloaded_at', 'is', null)]))
            .then(1)
            .end(),
        )
        .as('not_unloaded'),
      eb.fn.count<number | string>(eb.case().when('extra', '=', 1).then(1).end()).as('extra'),
    ])
    .groupBy('trip_id')
    .as('counts');

export async function loadTripFigures(db: Db, period: { from: string; to: string }): Promise<TripFigures> {
  const [onTheRoad, trips, missing] = await Promise.all([
    db
      .selectFrom('trips')
      .leftJoin(tripCounts(db), 'counts.trip_id', 'trips.id')
      .where('trips.state', '=', 'DEPARTED')
      .select(['trips.id', 'trips.code', 'trips.plate', 'trips.departed_at', 'trips.expected_at', 'counts.parcels'])
      .orderBy('trips.departed_at')
      .execute(),
    db
      .selectFrom('trips')
      .leftJoin(tripCounts(db), 'counts.trip_id', 'trips.id')
      .where('trips.departed_at', '>=', ulaanbaatarDayRange(period.from).start)
      .where('trips.departed_at', '<', ulaanbaatarDayRange(period.to).end)
      .select([
        'trips.id',
        'trips.code',
        'trips.plate',
        'trips.state',
        'trips.departed_at',
        'trips.arrived_at',
        'counts.parcels',
        'counts.not_unloaded',
        'counts.extra',
      ])
      .orderBy('trips.departed_at', 'desc')
      .limit(200)
      .execute(),
    openMissingRows(db)
      .innerJoin('parcels', 'parcels.id', 'trip_parcels.parcel_id')
      // Moved on by another way (the counter, a status set by hand): found.
      .where('parcels.status', '=', 'SENT')
      .select(['trips.id', 'trips.code', 'trips.closed_at', 'parcels.track_code', 'parcels.phone'])
      .orderBy('trips.closed_at')
      .orderBy('parcels.track_code')
      .limit(500)
      .execute(),
  ]);
  return {
    onTheRoad: onTheRoad.map((trip) => ({
      id: trip.id,
      code: trip.code,
      plate: trip.plate,
      parcels: Number(trip.parcels ?? 0),
      departedAt: toIso(trip.departed_at!),
      expectedAt: trip.expected_at === null ? null : toIso(trip.expected_at),
    })),
    trips: trips.map((trip) => {
      const departedAt = toIso(trip.departed_at!);
      const arrivedAt = trip.arrived_at === null ? null : toIso(trip.arrived_at);
      return {
        id: trip.id,
        code: trip.code,
        plate: trip.plate,
        state: trip.state,
        parcels: Number(trip.parcels ?? 0),
        // Not unloaded is missing only once the unloading is closed; before, it is still expected.
        missing: trip.state === 'UNLOADED' ? Number(trip.not_unloaded ?? 0) : 0,
        extra: Number(trip.extra ?? 0),
        departedAt,
        arrivedAt,
        hours: arrivedAt === null ? null : Math.round(((Date.parse(arrivedAt) - Date.parse(departedAt)) / HOUR_MS) * 10) / 10,
      };
    }),
    missingParcels: missing.map((row) => ({
      tripId: row.id,
      tripCode: row.code,
      trackCode: row.track_code,
      phone: row.phone,
      closedAt: toIso(row.closed_at!),
    })),
  };
}
