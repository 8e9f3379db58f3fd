import type { ParcelStatus } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyDurations } from '../../../server/modules/arrival/history-durations';
import { computeTripTimes } from '../../../server/modules/arrival/trip-times';
import { roadTimes } from '../../../server/modules/arrival/road-times';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The one reading of durations between two history statuses, behind the arrival estimate
 * (RECEIVED → DELIVERED) and the road's time from history (SENT → DELIVERED); SQLite and
 * (DATABASE_URL) PostgreSQL.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
let t: TestApp;

type Row = [status: ParcelStatus, hoursAgo: number, event?: 'MOVE' | 'UNDO'];

/** A parcel with exactly these history rows (codes start `HDUR`: never a demo or real one). */
async function parcelWith(code: string, rows: Row[]): Promise<void> {
  const at = ago(0).toISOString();
  const { id } = await t.db
    .insertInto('parcels')
    .values({
      track_code: `HDUR${code}`,
      phone: '95000001',
      price: 1_000,
      status: rows.at(-1)![0],
      state: 'ACTIVE',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('parcel_status_history')
    .values(
      rows.map(([status, hoursAgo, event = 'MOVE']) => ({
        parcel_id: id,
        status,
        event,
        changed_by: null,
        changed_at: ago(hoursAgo * HOUR_MS).toISOString(),
      })),
    )
    .execute();
}

beforeAll(async () => {
  // No demo data: only the parcels below have a history.
  t = await createTestApp({ seed: false });
  await parcelWith('PLAIN', [
    ['RECEIVED', 100],
    ['SENT', 90],
    ['DELIVERED', 40],
  ]);
  // Sent, taken back to Erenhot (RECEIVED again) and sent once more: timed from the last of each.
  await parcelWith('AGAIN', [
    ['RECEIVED', 200],
    ['SENT', 190],
    ['RECEIVED', 150],
    ['SENT', 80],
    ['DELIVERED', 50],
  ]);
  // Taken off a truck (an UNDO row back to RECEIVED) is no new start in Erenhot.
  await parcelWith('UNDONE', [
    ['RECEIVED', 70],
    ['SENT', 65],
    ['RECEIVED', 64, 'UNDO'],
    ['SENT', 40],
    ['DELIVERED', 30],
  ]);
  // Arrived before the window: left out.
  await parcelWith('OLD', [
    ['RECEIVED', 60 * 24],
    ['SENT', 59 * 24],
    ['DELIVERED', 50 * 24],
  ]);
  // Never received in Erenhot (registered straight as sent): no RECEIVED → DELIVERED duration.
  await parcelWith('NORECV', [
    ['SENT', 20],
    ['DELIVERED', 10],
  ]);
  // Still on the road: no end.
  await parcelWith('ROAD', [
    ['RECEIVED', 20],
    ['SENT', 10],
  ]);
});
afterAll(() => t.close());

describe('historyDurations', () => {
  const since = ago(45 * DAY_MS);

  it('times each parcel that arrived in the window from its last start to its last arrival, ascending', async () => {
    expect(await historyDurations(t.db, { from: 'RECEIVED', to: 'DELIVERED', since })).toEqual([40, 60, 100].map((h) => h * HOUR_MS));
    expect(await historyDurations(t.db, { from: 'SENT', to: 'DELIVERED', since })).toEqual([10, 10, 30, 50].map((h) => h * HOUR_MS));
  });

  it('counts only arrivals at or after `since`', async () => {
    expect(await historyDurations(t.db, { from: 'SENT', to: 'DELIVERED', since: ago(45 * HOUR_MS) })).toEqual(
      [10, 10, 50].map((h) => h * HOUR_MS),
    );
  });

  it('feeds both the arrival estimate and the road’s time from history', async () => {
    // Fewer than 20 parcels made the trip and no truck arrived: neither estimates anything.
    expect(await computeTripTimes(t.db, now)).toBeNull();
    expect(await roadTimes(t.db, now)).toBeNull();
    for (let index = 0; index < 20; index += 1) {
      await parcelWith(`MANY${index}`, [
        ['RECEIVED', 100 + index],
        ['SENT', 50 + index],
        ['DELIVERED', 1],
      ]);
    }
    // RECEIVED → DELIVERED: 23 parcels (40, 60, 100, 99…118 h); SENT → DELIVERED: 24 (10, 10, 30, 50, 49…68 h).
    expect(await computeTripTimes(t.db, now)).toEqual({ medianMs: 107 * HOUR_MS, p90Ms: 116 * HOUR_MS, trips: 23 });
    // roadTimes keeps an hour per database: asked an hour later, it reads the history again.
    expect(await roadTimes(t.db, new Date(now.getTime() + HOUR_MS))).toEqual({ medianMs: 56 * HOUR_MS, p90Ms: 66 * HOUR_MS, trips: 24 });
  });
});
