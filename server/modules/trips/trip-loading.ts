import type { TripLoadAnswer, TripWaiting } from '@contract/trips';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { moveParcels, tellHeldBackMoves } from '../parcels/move-parcel';
import { recordStatusRows } from '../parcels/parcel-history';
import { findParcelRow, findParcelRows } from '../parcels/parcel-repository';
import { roadTimes } from '../arrival/road-times';
import { tripMessages, scanRefusalMessages } from './trip-messages';
import { insertTrip, takeTrip, type NewTrip, type TripRow } from './trip-repository';

/*
 * Erenhot's side of a trip: opening it, loading scan runs (each code loaded or refused with its
 * reason, never all or nothing), taking a parcel off while loading, the parcels waiting for a truck,
 * the departure with the seal, and cancelling a trip that never left.
 */

/** Trips a parcel is on while it travels: a parcel on one of them is on no other. */
const ACTIVE_STATES = ['LOADING', 'DEPARTED', 'ARRIVED'] as const;

/** Rows of loaded parcels never unloaded from a closed trip, not resolved yet: missing parcels. */
export const openMissingRows = (db: Db) =>
  db
    .selectFrom('trip_parcels')
    .innerJoin('trips', 'trips.id', 'trip_parcels.trip_id')
    .where('trips.state', '=', 'UNLOADED')
    .where('trip_parcels.loaded_at', 'is not', null)
    .where('trip_parcels.unloaded_at', 'is', null)
    .where('trip_parcels.resolution', 'is', null);

const unique = (codes: readonly string[]) => [...new Set(codes)];

/** Opens a trip in Erenhot (LOADING, with the day's next code) and its audit row, in one transaction. */
export function openTrip(db: Db, input: NewTrip, staffId: number): Promise<TripRow> {
  return db.transaction().execute(async (trx) => {
    const created = await insertTrip(trx, input, staffId);
    await recordAudit(trx, { actorId: staffId, action: 'trip.create', object: created.code, after: { plate: created.plate } });
    return created;
  });
}

/**
 * Loads the scanned parcels onto a LOADING trip. A parcel in Erenhot (RECEIVED) moves to SENT
 * through moveParcels, with the trip in its history row; a parcel missing from a closed trip (still
 * SENT: it never left) is loaded again and its missing row resolved as found. Customers are told on
 * departure, not now: a parcel may still be taken off.
 */
export async function loadParcels(db: Db, tripId: number, trackCodes: readonly string[], staffId: number): Promise<TripLoadAnswer> {
  return db.transaction().execute(async (trx) => {
    await takeTrip(trx, tripId, 'LOADING', 'TRIP_NOT_LOADING');
    const codes = unique(trackCodes);
    const parcels = new Map(
      (await findParcelRows(trx, codes, { lock: true })).filter((row) => row.state !== 'DELETED').map((row) => [row.track_code, row]),
    );
    const ids = [...parcels.values()].map((parcel) => parcel.id);
    const onTrips =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('trip_parcels')
            .innerJoin('trips', 'trips.id', 'trip_parcels.trip_id')
            .where('trip_parcels.parcel_id', 'in', ids)
            .where('trips.state', 'in', ACTIVE_STATES)
            .where('trip_parcels.loaded_at', 'is not', null)
            .where('trip_parcels.unloaded_at', 'is', null)
            .select(['trip_parcels.parcel_id', 'trip_parcels.trip_id'])
            .execute();
    const tripOf = new Map(onTrips.map((row) => [row.parcel_id, row.trip_id]));
    const missing =
      ids.length === 0
        ? new Set<number>()
        : new Set(
            (await openMissingRows(trx).where('trip_parcels.parcel_id', 'in', ids).select('trip_parcels.parcel_id').execute()).map(
              (row) => row.parcel_id,
            ),
          );

    const refused: TripLoadAnswer['refused'] = [];
    const refuse = (trackCode: string, reason: keyof typeof scanRefusalMessages) =>
      refused.push({ trackCode, reason, message: scanRefusalMessages[reason] });
    const toMove: NonNullable<ReturnType<typeof parcels.get>>[] = [];
    const toReload: NonNullable<ReturnType<typeof parcels.get>>[] = [];
    for (const code of codes) {
      const parcel = parcels.get(code);
      const onTrip = parcel ? tripOf.get(parcel.id) : undefined;
      if (!parcel) refuse(code, 'PARCEL_NOT_FOUND');
      else if (onTrip === tripId) refuse(code, 'ALREADY_LOADED');
      else if (onTrip !== undefined) refuse(code, 'ON_ANOTHER_TRIP');
      else if (parcel.status === 'RECEIVED') toMove.push(parcel);
      else if (parcel.status === 'SENT' && missing.has(parcel.id)) toReload.push(parcel);
      else refuse(code, 'NOT_IN_ERENHOT');
    }

    const loaded: number[] = [];
    const results = await moveParcels(
      trx,
      toMove.map((parcel) => ({ parcel, to: 'SENT' as const, by: staffId, tripId, told: 'later' as const })),
    );
    results.forEach((result, index) => {
      const parcel = toMove[index]!;
      if (result.outcome === 'moved') loaded.push(parcel.id);
      else if (result.outcome === 'refused' || result.outcome === 'changed-meanwhile')
        refused.push({ trackCode: parcel.track_code, reason: result.reason, message: result.message });
    });
    const now = new Date().toISOString();
    if (toReload.length > 0) {
      // Found: it never left Erenhot. The compare-and-set on the resolution lets one trip take it.
      const resolved = await trx
        .updateTable('trip_parcels')
        .set({ resolution: 'FOUND', resolved_at: now, resolved_by: staffId })
        .where(
          'parcel_id',
          'in',
          toReload.map((parcel) => parcel.id),
        )
        .where('loaded_at', 'is not', null)
        .where('unloaded_at', 'is', null)
        .where('resolution', 'is', null)
        .returning('parcel_id')
        .execute();
      const found = new Set(resolved.map((row) => row.parcel_id));
      const reloaded = toReload.filter((parcel) => found.has(parcel.id));
      await recordStatusRows(
        trx,
        reloaded.map((parcel) => ({ parcelId: parcel.id, status: 'SENT' as const, tripId })),
        staffId,
        now,
      );
      loaded.push(...reloaded.map((parcel) => parcel.id));
      for (const parcel of toReload) if (!found.has(parcel.id)) refuse(parcel.track_code, 'ON_ANOTHER_TRIP');
    }
    if (loaded.length > 0) {
      await trx
        .insertInto('trip_parcels')
        .values(loaded.map((parcelId) => ({ trip_id: tripId, parcel_id: parcelId, loaded_at: now, loaded_by: staffId })))
        .execute();
    }
    const loadedIds = new Set(loaded);
    return { loaded: codes.filter((code) => loadedIds.has(parcels.get(code)?.id ?? 0)), refused };
  });
}

/** Takes a parcel off a LOADING trip: back to RECEIVED (an UNDO history row with the trip). */
export async function takeOffParcel(db: Db, tripId: number, trackCode: string, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await takeTrip(trx, tripId, 'LOADING', 'TRIP_NOT_LOADING');
    const parcel = await findParcelRow(trx, trackCode);
    const row = parcel
      ? await trx
          .selectFrom('trip_parcels')
          .select('id')
          .where('trip_id', '=', tripId)
          .where('parcel_id', '=', parcel.id)
          .executeTakeFirst()
      : undefined;
    if (!parcel || !row) throw notFound(tripMessages.notOnTrip);
    const [result] = await moveParcels(trx, [{ parcel, to: 'RECEIVED', by: staffId, undo: true, tripId }]);
    if (result!.outcome === 'refused' || result!.outcome === 'changed-meanwhile') throw conflict(result!.message, result!.reason);
    await trx.deleteFrom('trip_parcels').where('id', '=', row.id).execute();
  });
}

/** Parcels received in Erenhot on no trip, the longest waiting first (at most 500), and how many there are. */
export async function waitingParcels(db: Db): Promise<TripWaiting> {
  const receivedAt = sql<string | Date | null>`(select max(h.changed_at) from parcel_status_history h
    where h.parcel_id = parcels.id and h.status = 'RECEIVED' and h.event = 'MOVE')`;
  const base = db.selectFrom('parcels').where('status', '=', 'RECEIVED').where('state', '!=', 'DELETED');
  const [rows, count] = await Promise.all([
    base
      .select(['track_code', 'phone', 'weight_kg', 'width_cm', 'height_cm', 'length_cm', 'created_at', receivedAt.as('received_at')])
      .orderBy(sql`coalesce(${receivedAt}, parcels.created_at)`)
      .orderBy('id')
      .limit(500)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      trackCode: row.track_code,
      phone: row.phone,
      receivedAt: toIso(row.received_at ?? row.created_at),
      weightKg: row.weight_kg,
      widthCm: row.width_cm,
      heightCm: row.height_cm,
      lengthCm: row.length_cm,
    })),
    total: Number(count.count),
  };
}

const loadedParcelIds = async (db: Db, tripId: number) =>
  (await db.selectFrom('trip_parcels').select('parcel_id').where('trip_id', '=', tripId).where('loaded_at', 'is not', null).execute()).map(
    (row) => row.parcel_id,
  );

/**
 * Closes the load and sends the truck: the seal (given now or on opening) is required, an empty
 * truck does not leave. The expected arrival is fixed from the route's usual duration, and each
 * loaded parcel's owner is told it left Erenhot (the SENT notification, held back while loading).
 */
export async function departTrip(db: Db, tripId: number, seal: string | undefined, staffId: number): Promise<void> {
  const times = await roadTimes(db, new Date());
  await db.transaction().execute(async (trx) => {
    const trip: TripRow = await takeTrip(trx, tripId, 'LOADING', 'TRIP_NOT_LOADING');
    const sealNumber = seal ?? trip.seal;
    if (!sealNumber) throw new HttpError(400, tripMessages.sealNeeded);
    const parcelIds = await loadedParcelIds(trx, tripId);
    if (parcelIds.length === 0) throw conflict('TRIP_EMPTY');
    const now = new Date();
    await trx
      .updateTable('trips')
      .set({
        state: 'DEPARTED',
        seal: sealNumber,
        departed_at: now.toISOString(),
        departed_by: staffId,
        expected_at: times ? new Date(now.getTime() + times.medianMs).toISOString() : null,
      })
      .where('id', '=', tripId)
      .execute();
    await tellHeldBackMoves(trx, parcelIds);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'trip.depart',
      object: trip.code,
      after: { seal: sealNumber, parcels: parcelIds.length },
    });
  });
}

/** Cancels a trip that is still loading: every loaded parcel goes back to RECEIVED. */
export async function cancelTrip(db: Db, tripId: number, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await takeTrip(trx, tripId, 'LOADING', 'TRIP_NOT_LOADING');
    const parcelIds = await loadedParcelIds(trx, tripId);
    const parcels =
      parcelIds.length === 0 ? [] : await trx.selectFrom('parcels').selectAll().where('id', 'in', parcelIds).orderBy('id').execute();
    await moveParcels(
      trx,
      parcels
        .filter((parcel) => parcel.status === 'SENT')
        .map((parcel) => ({ parcel, to: 'RECEIVED' as const, by: staffId, undo: true, tripId })),
    );
    await trx.deleteFrom('trip_parcels').where('trip_id', '=', tripId).execute();
    await trx
      .updateTable('trips')
      .set({ state: 'CANCELLED', cancelled_at: new Date().toISOString(), cancelled_by: staffId })
      .where('id', '=', tripId)
      .execute();
    await recordAudit(trx, { actorId: staffId, action: 'trip.cancel', object: trip.code, before: { parcels: parcelIds.length } });
  });
}
