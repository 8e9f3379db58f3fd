import type { ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';

export interface HistoryDurationsQuery {
  /** The status the duration starts at (its parcel's last MOVE into it). */
  from: ParcelStatus;
  /** The status it ends at (its parcel's last MOVE into it). */
  to: ParcelStatus;
  /** Only parcels that reached `to` at or after this moment count. */
  since: Date;
}

/**
 * How long parcels took from one status to another, learnt from their history rows: one duration
 * per parcel that moved into `to` since `since`, in milliseconds, ascending. Only MOVE rows count
 * (an undone or edited step is not a trip), and the last row of each status: a parcel sent back to
 * Erenhot and loaded again is timed from its second start. Durations that are not positive (a row
 * out of order) are left out. The arrival estimate (RECEIVED → DELIVERED) and the road's time from
 * history (SENT → DELIVERED, server/modules/arrival/road-times.ts) both read it.
 */
export async function historyDurations(db: Db, { from, to, since }: HistoryDurationsQuery): Promise<number[]> {
  const rows = await db
    .selectFrom('parcel_status_history as ended')
    .innerJoin('parcel_status_history as started', 'started.parcel_id', 'ended.parcel_id')
    .where('ended.status', '=', to)
    .where('ended.event', '=', 'MOVE')
    .where('ended.changed_at', '>=', since.toISOString())
    .where('started.status', '=', from)
    .where('started.event', '=', 'MOVE')
    .select([
      'ended.parcel_id',
      (eb) => eb.fn.max('ended.changed_at').as('ended_at'),
      (eb) => eb.fn.max('started.changed_at').as('started_at'),
    ])
    .groupBy('ended.parcel_id')
    .execute();
  return rows
    .map((row) => Date.parse(toIso(row.ended_at)) - Date.parse(toIso(row.started_at)))
    .filter((duration) => Number.isFinite(duration) && duration > 0)
    .sort((a, b) => a - b);
}
