import type { TripDetail } from '@contract/trips';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { findTripRow, toTrips } from './trip-repository';

/*
 * One trip with its parcels, for staff (GET /api/staff/trips/{id}). A parcel's trip as its customer
 * sees it (the times only) is read with its timeline (parcels/parcel-timeline.ts).
 */

const iso = (value: Date | string | null) => (value === null ? null : toIso(value));

export async function findTripDetail(db: Db, tripId: number): Promise<TripDetail> {
  const row = await findTripRow(db, tripId);
  const [trip] = await toTrips(db, [row]);
  const rows = await db
    .selectFrom('trip_parcels')
    .innerJoin('parcels', 'parcels.id', 'trip_parcels.parcel_id')
    .where('trip_parcels.trip_id', '=', tripId)
    .select(['parcels.track_code', 'parcels.phone', 'parcels.status', 'parcels.shelf'])
    .select(['parcels.weight_kg', 'parcels.width_cm', 'parcels.height_cm', 'parcels.length_cm'])
    .select(['trip_parcels.loaded_at', 'trip_parcels.unloaded_at', 'trip_parcels.extra'])
    .select(['trip_parcels.resolution', 'trip_parcels.resolution_note'])
    .orderBy('trip_parcels.id')
    .execute();
  const closed = row.state === 'UNLOADED';
  const parcels = rows.map((parcel) => {
    const missing = parcel.loaded_at !== null && parcel.unloaded_at === null;
    return {
      trackCode: parcel.track_code,
      phone: parcel.phone,
      status: parcel.status,
      weightKg: parcel.weight_kg,
      widthCm: parcel.width_cm,
      heightCm: parcel.height_cm,
      lengthCm: parcel.length_cm,
      shelf: parcel.shelf,
      loadedAt: iso(parcel.loaded_at),
      unloadedAt: iso(parcel.unloaded_at),
      extra: parcel.extra === 1,
      // A missing parcel moved on by another way (scanned at the counter, a status set by hand) was found too.
      resolution: parcel.resolution ?? (closed && missing && parcel.status !== 'SENT' ? ('FOUND' as const) : null),
      resolutionNote: parcel.resolution_note,
      missing,
    };
  });
  const onTheWay = row.state === 'DEPARTED' || row.state === 'ARRIVED';
  return {
    ...trip!,
    parcels: parcels.map(({ missing: _missing, ...parcel }) => parcel),
    expected: onTheWay ? parcels.filter((parcel) => parcel.missing).map((parcel) => parcel.trackCode) : [],
    missing: closed ? parcels.filter((parcel) => parcel.missing).map((parcel) => parcel.trackCode) : [],
    extra: parcels.filter((parcel) => parcel.extra).map((parcel) => parcel.trackCode),
  };
}
