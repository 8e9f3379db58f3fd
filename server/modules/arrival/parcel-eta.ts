import { ulaanbaatarDay, type ParcelEta, type ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { roadTimes } from '../trips/road-times';
import { findDepartures } from '../trips/trip-view';
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
 * The items with `eta` added to those on the way: one query for the whole list, none at all when
 * no item is on the way or there are too few trips for an estimate. A parcel on a truck that left
 * (issue 37) is estimated from the truck's departure and the road's usual duration instead.
 */
export async function withEta<Item extends { trackCode: string; status: ParcelStatus }>(
  db: Db,
  estimates: ArrivalEstimates,
  items: Item[],
): Promise<Array<Item & { eta?: ParcelEta }>> {
  const onTheWay = items.filter((item) => ON_THE_WAY.includes(item.status)).map((item) => item.trackCode);
  if (onTheWay.length === 0) return items;
  const now = estimates.now();
  const onTrucks = items.some((item) => item.status === 'SENT') ? await findDepartures(db, onTheWay) : new Map<string, string>();
  const road = onTrucks.size > 0 ? await roadTimes(db, now) : null;
  const times = await estimates.current();
  if (!times && !road) return items;
  const received = times ? await enteredTimes(db, onTheWay) : new Map<string, string>();
  return items.map((item) => {
    if (!ON_THE_WAY.includes(item.status)) return item;
    const departed = road ? onTrucks.get(item.trackCode) : undefined;
    if (departed) return { ...item, eta: etaFor(departed, road!, now) };
    const at = times ? received.get(item.trackCode) : undefined;
    return at ? { ...item, eta: etaFor(at, times!, now) } : item;
  });
}
