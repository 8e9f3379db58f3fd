import { STORAGE_WARNING_DAYS } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { queueParcelNotifications } from '../push/notification-outbox';
import { etaFor } from './parcel-eta';
import { findStorageRule } from './storage-days';
import type { TripTimes } from './trip-times';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LateParcel {
  id: number;
  trackCode: string;
  phone: string;
  status: 'RECEIVED' | 'SENT';
  receivedAt: string;
}

/** Parcels on the way whose trip already took longer than the 90th percentile, longest first. */
export async function findLateParcels(db: Db, times: TripTimes, now: Date, { onlyUntold = false } = {}): Promise<LateParcel[]> {
  const cutoff = new Date(now.getTime() - times.p90Ms).toISOString();
  let query = db
    .selectFrom('parcels')
    .innerJoin('parcel_status_history as received', 'received.parcel_id', 'parcels.id')
    .where('parcels.status', 'in', ['RECEIVED', 'SENT'])
    .where('parcels.state', '=', 'ACTIVE')
    .where('received.status', '=', 'RECEIVED')
    .where('received.event', '=', 'MOVE')
    .select([
      'parcels.id',
      'parcels.track_code',
      'parcels.phone',
      'parcels.status',
      (eb) => eb.fn.max('received.changed_at').as('received_at'),
    ])
    .groupBy(['parcels.id', 'parcels.track_code', 'parcels.phone', 'parcels.status'])
    .having((eb) => eb.fn.max('received.changed_at'), '<', cutoff)
    .orderBy('received_at')
    .limit(500);
  if (onlyUntold) query = query.where('parcels.late_notified_at', 'is', null);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    trackCode: row.track_code,
    phone: row.phone,
    status: row.status as LateParcel['status'],
    receivedAt: toIso(row.received_at),
  }));
}

export const lateParcelView = (parcel: LateParcel, times: TripTimes, now: Date) => ({
  trackCode: parcel.trackCode,
  phone: parcel.phone,
  status: parcel.status,
  receivedAt: parcel.receivedAt,
  eta: etaFor(parcel.receivedAt, times, now),
});

/**
 * Marks parcels told, a compare-and-set on "not told yet", and queues the push for the ones this
 * call marked, in one transaction: two instances watching at once tell each customer once.
 */
async function markAndTell(
  db: Db,
  ids: readonly number[],
  column: 'late_notified_at' | 'storage_notified_at',
  event: 'LATE' | 'STORAGE_ENDING',
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('parcels')
      .set({ [column]: now.toISOString() })
      .where('id', 'in', ids)
      .where(column, 'is', null)
      .returning('id')
      .execute();
    await queueParcelNotifications(
      trx,
      marked.map((row) => row.id),
      event,
    );
    return marked.length;
  });
}

/** Tells the owners of newly late parcels, each once. */
export async function tellLateParcels(db: Db, times: TripTimes, now: Date): Promise<number> {
  const late = await findLateParcels(db, times, now, { onlyUntold: true });
  return markAndTell(
    db,
    late.map((parcel) => parcel.id),
    'late_notified_at',
    'LATE',
    now,
  );
}

/** Tells owners STORAGE_WARNING_DAYS before a parcel's free storage ends (only when a storage fee is set), each once. */
export async function tellStorageEnding(db: Db, organizationId: number, now: Date): Promise<number> {
  const rule = await findStorageRule(db, organizationId);
  if (rule.dailyFee === 0) return 0;
  // Arrived at least freeDays − STORAGE_WARNING_DAYS days ago, and its free days not over yet.
  const warnFrom = new Date(now.getTime() - Math.max(0, rule.freeDays - STORAGE_WARNING_DAYS) * DAY_MS).toISOString();
  const endedBefore = new Date(now.getTime() - rule.freeDays * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('parcels')
    .innerJoin('parcel_status_history as arrived', 'arrived.parcel_id', 'parcels.id')
    .where('parcels.status', '=', 'DELIVERED')
    .where('parcels.state', '=', 'ACTIVE')
    .where('parcels.storage_notified_at', 'is', null)
    .where('arrived.status', '=', 'DELIVERED')
    .where('arrived.event', '=', 'MOVE')
    .select(['parcels.id'])
    .groupBy('parcels.id')
    .having((eb) => eb.fn.max('arrived.changed_at'), '<=', warnFrom)
    .having((eb) => eb.fn.max('arrived.changed_at'), '>', endedBefore)
    .limit(500)
    .execute();
  return markAndTell(
    db,
    rows.map((row) => row.id),
    'storage_notified_at',
    'STORAGE_ENDING',
    now,
  );
}
