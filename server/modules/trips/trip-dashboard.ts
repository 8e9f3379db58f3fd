import type { z } from 'zod';
import type { dashboardTripsShape } from '@contract/trips';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { ulaanbaatarDayEnd, ulaanbaatarDayStart } from '../admin/ulaanbaatar-time';
import { openMissingRows } from './trip-loading';

/*
 * The owner's dashboard's trips (issue 37): trucks on the road now, the trips that left in the
 * period with how long each took, and the parcels missing after unloading until each is resolved.
 * Read fresh on every request (a few small queries), outside the dashboard's 30 s cache: a trip
 * closed a moment ago shows its missing parcels at once.
 */

type TripFigures = { [Key in keyof typeof dashboardTripsShape]: z.infer<(typeof dashboardTripsShape)[Key]> };

const HOUR_MS = 60 * 60 * 1000;

const loadedCounts = (db: Db) =>
  db
    .selectFrom('trip_parcels')
    .where('loaded_at', 'is not', null)
    .select(['trip_id', (eb) => eb.fn.countAll<number | string>().as('parcels')])
    .groupBy('trip_id')
    .as('loaded');

export async function loadTripFigures(db: Db, period: { from: string; to: string }): Promise<TripFigures> {
  const [onTheRoad, trips, missing] = await Promise.all([
    db
      .selectFrom('trips')
      .leftJoin(loadedCounts(db), 'loaded.trip_id', 'trips.id')
      .where('trips.state', '=', 'DEPARTED')
      .select(['trips.id', 'trips.code', 'trips.plate', 'trips.departed_at', 'trips.expected_at', 'loaded.parcels'])
      .orderBy('trips.departed_at')
      .execute(),
    db
      .selectFrom('trips')
      .leftJoin(loadedCounts(db), 'loaded.trip_id', 'trips.id')
      .where('trips.departed_at', '>=', ulaanbaatarDayStart(period.from))
      .where('trips.departed_at', '<', ulaanbaatarDayEnd(period.to))
      .select(['trips.id', 'trips.code', 'trips.plate', 'trips.state', 'trips.departed_at', 'trips.arrived_at', 'loaded.parcels'])
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
