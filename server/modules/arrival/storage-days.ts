import { type ParcelStatus, type ParcelStorage } from '@contract';
import { DEFAULT_STORAGE_RULE, type StorageRule } from '@contract/arrival-calls';
import type { Db } from '../../db/database';
import { enteredTimes, ubDate } from './parcel-eta';

/*
 * Storage days at Ulaanbaatar: a parcel that arrived (DELIVERED) waits `freeDays` for free, then
 * costs `dailyFee` a day (0: no fee). Counted in whole days from its arrival.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function findStorageRule(db: Db, organizationId: number): Promise<StorageRule> {
  const row = await db
    .selectFrom('prices')
    .select(['storage_free_days', 'storage_daily_fee'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row ? { freeDays: row.storage_free_days, dailyFee: row.storage_daily_fee } : DEFAULT_STORAGE_RULE;
}

export function storageFor(arrivedAt: string, rule: StorageRule, now: Date): ParcelStorage {
  const arrived = Date.parse(arrivedAt);
  const waited = Math.max(0, Math.floor((now.getTime() - arrived) / DAY_MS));
  const daysCharged = Math.max(0, waited - rule.freeDays);
  return {
    freeUntil: ubDate(arrived + rule.freeDays * DAY_MS),
    daysLeft: Math.max(0, rule.freeDays - waited),
    daysCharged,
    fee: daysCharged * rule.dailyFee,
  };
}

/** The items waiting at Ulaanbaatar with their storage days added (one query for the list). */
export async function withStorage<Item extends { trackCode: string; status: ParcelStatus }>(
  db: Db,
  organizationId: number,
  now: Date,
  items: Item[],
): Promise<Array<Item & { storage?: ParcelStorage }>> {
  const waiting = items.filter((item) => item.status === 'DELIVERED').map((item) => item.trackCode);
  if (waiting.length === 0) return items;
  const rule = await findStorageRule(db, organizationId);
  // Storage fees off (0 a day, the default): no countdown to anything.
  if (rule.dailyFee === 0) return items;
  const arrived = await enteredTimes(db, waiting, 'DELIVERED');
  return items.map((item) => {
    const at = item.status === 'DELIVERED' ? arrived.get(item.trackCode) : undefined;
    return at ? { ...item, storage: storageFor(at, rule, now) } : item;
  });
}

/** The organisation whose storage rule applies, and the clock it is counted by (tests move it). */
export interface StorageClock {
  organizationId: number;
  now: () => Date;
}

/** The storage fee due now for each parcel (by id) at Ulaanbaatar: the counter's own line; 0 while free or with the fee off. */
export async function storageFeesOf(
  db: Db,
  clock: StorageClock,
  parcels: ReadonlyArray<{ id: number; track_code: string; status: ParcelStatus }>,
): Promise<Map<number, number>> {
  const items = await withStorage(
    db,
    clock.organizationId,
    clock.now(),
    parcels.map((parcel) => ({ id: parcel.id, trackCode: parcel.track_code, status: parcel.status })),
  );
  return new Map(items.map((item) => [item.id, item.storage?.fee ?? 0]));
}
