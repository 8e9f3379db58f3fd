import type { TripUnloadAnswer } from '@contract/trips';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { moveParcels } from '../parcels/move-parcel';
import { findParcelRow, findParcelRows } from '../parcels/parcel-repository';
import { queueParcelNotifications } from '../push/notification-outbox';
import { forgetRoadTimes } from '../arrival/road-times';
import { scanRefusalMessages } from './trip-messages';
import { findTripRow, takeTrip } from './trip-repository';

/*
 * Ulaanbaatar's side of a trip: the arrival, unloading scan runs (a parcel of the trip, or an extra
 * that was not on it, each recorded once however many workers scan), closing, and the end of a
 * missing parcel marked lost.
 */

/** The truck is in Ulaanbaatar: the owners of the parcels on it are told (event TRIP_ARRIVED). */
export async function arriveTrip(db: Db, tripId: number, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await takeTrip(trx, tripId, 'DEPARTED', 'TRIP_NOT_DEPARTED');
    await trx
      .updateTable('trips')
      .set({ state: 'ARRIVED', arrived_at: new Date().toISOString(), arrived_by: staffId })
      .where('id', '=', tripId)
      .execute();
    const onBoard = await trx
      .selectFrom('trip_parcels')
      .innerJoin('parcels', 'parcels.id', 'trip_parcels.parcel_id')
      .where('trip_parcels.trip_id', '=', tripId)
      .where('trip_parcels.loaded_at', 'is not', null)
      .where('parcels.status', '=', 'SENT')
      .select('parcels.id')
      .execute();
    await queueParcelNotifications(
      trx,
      onBoard.map((row) => row.id),
      'TRIP_ARRIVED',
    );
    await recordAudit(trx, { actorId: staffId, action: 'trip.arrive', object: trip.code });
  });
  forgetRoadTimes();
}

/**
 * Unloads the scanned parcels from an ARRIVED trip: each moves to DELIVERED (onto `shelf` when
 * given) with the trip in its history row. A parcel that was not loaded on this truck is accepted
 * as `extra` and recorded; one already unloaded, or already in Ulaanbaatar, is refused. The trip row
 * is taken first (locked on PostgreSQL), so two workers' runs queue and each parcel is written once.
 */
export async function unloadParcels(
  db: Db,
  tripId: number,
  trackCodes: readonly string[],
  shelf: string | undefined,
  staffId: number,
): Promise<TripUnloadAnswer> {
  return db.transaction().execute(async (trx) => {
    await takeTrip(trx, tripId, 'ARRIVED', 'TRIP_NOT_ARRIVED');
    const codes = [...new Set(trackCodes)];
    const parcels = new Map(
      (await findParcelRows(trx, codes, { lock: true })).filter((row) => row.state !== 'DELETED').map((row) => [row.track_code, row]),
    );
    const ids = [...parcels.values()].map((parcel) => parcel.id);
    const rows = new Map(
      (ids.length === 0
        ? []
        : await trx
            .selectFrom('trip_parcels')
            .select(['parcel_id', 'unloaded_at'])
            .where('trip_id', '=', tripId)
            .where('parcel_id', 'in', ids)
            .execute()
      ).map((row) => [row.parcel_id, row]),
    );
    const refused: TripUnloadAnswer['refused'] = [];
    const refuse = (trackCode: string, reason: keyof typeof scanRefusalMessages) =>
      refused.push({ trackCode, reason, message: scanRefusalMessages[reason] });
    const toUnload: ParcelRow[] = [];
    for (const code of codes) {
      const parcel = parcels.get(code);
      const row = parcel ? rows.get(parcel.id) : undefined;
      if (!parcel) refuse(code, 'PARCEL_NOT_FOUND');
      else if (row?.unloaded_at) refuse(code, 'ALREADY_UNLOADED');
      // An extra already in Ulaanbaatar came off another truck (or the counter has it).
      else if (!row && parcel.status !== 'SENT' && parcel.status !== 'RECEIVED' && parcel.status !== 'REGISTERED')
        refuse(code, 'ALREADY_UNLOADED');
      else toUnload.push(parcel);
    }

    const results = await moveParcels(
      trx,
      toUnload.map((parcel) => ({ parcel, to: 'DELIVERED' as const, by: staffId, tripId })),
    );
    const unloaded: ParcelRow[] = [];
    results.forEach((result, index) => {
      const parcel = toUnload[index]!;
      if (result.outcome === 'refused' || result.outcome === 'changed-meanwhile') {
        refused.push({ trackCode: parcel.track_code, reason: result.reason, message: result.message });
        return;
      }
      unloaded.push(parcel);
    });
    const now = new Date().toISOString();
    const loadedHere = unloaded.filter((parcel) => rows.has(parcel.id));
    const extras = unloaded.filter((parcel) => !rows.has(parcel.id));
    if (loadedHere.length > 0) {
      await trx
        .updateTable('trip_parcels')
        .set({ unloaded_at: now, unloaded_by: staffId })
        .where('trip_id', '=', tripId)
        .where(
          'parcel_id',
          'in',
          loadedHere.map((parcel) => parcel.id),
        )
        .where('unloaded_at', 'is', null)
        .execute();
    }
    if (extras.length > 0) {
      await trx
        .insertInto('trip_parcels')
        .values(extras.map((parcel) => ({ trip_id: tripId, parcel_id: parcel.id, unloaded_at: now, unloaded_by: staffId, extra: 1 })))
        .execute();
    }
    if (unloaded.length > 0) {
      const unloadedIds = unloaded.map((parcel) => parcel.id);
      if (shelf) await trx.updateTable('parcels').set({ shelf, updated_at: now }).where('id', 'in', unloadedIds).execute();
      // Missing from an earlier trip, found on this one.
      await trx
        .updateTable('trip_parcels')
        .set({ resolution: 'FOUND', resolved_at: now, resolved_by: staffId })
        .where('parcel_id', 'in', unloadedIds)
        .where('trip_id', '!=', tripId)
        .where('loaded_at', 'is not', null)
        .where('unloaded_at', 'is', null)
        .where('resolution', 'is', null)
        .execute();
    }
    return {
      unloaded: loadedHere.map((parcel) => parcel.track_code),
      extra: extras.map((parcel) => parcel.track_code),
      refused,
    };
  });
}

/** Ends the unloading: what was loaded and not unloaded is missing from now on. */
export async function closeTrip(db: Db, tripId: number, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await takeTrip(trx, tripId, 'ARRIVED', 'TRIP_NOT_ARRIVED');
    await trx
      .updateTable('trips')
      .set({ state: 'UNLOADED', closed_at: new Date().toISOString(), closed_by: staffId })
      .where('id', '=', tripId)
      .execute();
    const missing = await trx
      .selectFrom('trip_parcels')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('trip_id', '=', tripId)
      .where('loaded_at', 'is not', null)
      .where('unloaded_at', 'is', null)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: staffId, action: 'trip.close', object: trip.code, after: { missing: Number(missing.count) } });
  });
}

/**
 * A parcel missing from a closed trip, searched for and not found: it becomes BROKEN (out of the
 * parcels on the way and the waiting figures) with a history row on the trip, the note is kept on
 * the trip, and its owner is told (event LOST).
 */
export async function markParcelLost(db: Db, tripId: number, trackCode: string, note: string, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await findTripRow(trx, tripId);
    const parcel = await findParcelRow(trx, trackCode);
    const now = new Date().toISOString();
    const marked =
      trip.state === 'UNLOADED' && parcel?.status === 'SENT'
        ? await trx
            .updateTable('trip_parcels')
            .set({ resolution: 'LOST', resolution_note: note, resolved_at: now, resolved_by: staffId })
            .where('trip_id', '=', tripId)
            .where('parcel_id', '=', parcel.id)
            .where('loaded_at', 'is not', null)
            .where('unloaded_at', 'is', null)
            .where('resolution', 'is', null)
            .returning('id')
            .executeTakeFirst()
        : undefined;
    if (!parcel || !marked) throw conflict('NOT_MISSING');
    // Told LOST rather than BROKEN: the owner learns it never arrived, not that it broke.
    const [result] = await moveParcels(trx, [{ parcel, to: 'BROKEN', by: staffId, tripId, told: 'LOST' }]);
    if (result!.outcome !== 'moved') throw conflict('NOT_MISSING');
    await recordAudit(trx, { actorId: staffId, action: 'trip.lost', object: trackCode, after: { trip: trip.code, note } });
  });
}
