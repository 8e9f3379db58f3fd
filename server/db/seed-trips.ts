import type { Db } from './database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The phone the demo's past trips belong to: no account has it, so no list shows them. */
export const TRIP_HISTORY_PHONE = '95000000';

/**
 * Past trips from Erenhot to Ulaanbaatar (finished parcels with their RECEIVED and DELIVERED rows),
 * so a fresh demo shows arrival estimates (server/modules/arrival/trip-times.ts needs 20 in 45
 * days). Trip `i` took 3 to 7 days and arrived `1 + i` days ago. Codes start `TRIP`: never a real one.
 */
export async function seedTripHistory(db: Db, { count = 24, now = new Date(), prefix = 'TRIP', late = false } = {}): Promise<void> {
  const at = (ms: number) => new Date(ms).toISOString();
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index += 1) {
      const arrived = now.getTime() - (1 + index) * DAY_MS;
      const received = arrived - (3 + (index % 5)) * DAY_MS;
      const { id } = await trx
        .insertInto('parcels')
        .values({
          track_code: `${prefix}${String(index).padStart(6, '0')}`,
          phone: TRIP_HISTORY_PHONE,
          price: 5_000,
          status: 'FINISHED',
          state: 'ACTIVE',
          created_at: at(received - DAY_MS),
          updated_at: at(arrived + DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const steps = [
        ['REGISTERED', received - DAY_MS],
        ['RECEIVED', received],
        ['SENT', received + DAY_MS],
        ['DELIVERED', arrived],
        ['FINISHED', arrived + DAY_MS],
      ] as const;
      await trx
        .insertInto('parcel_status_history')
        .values(steps.map(([status, time]) => ({ parcel_id: id, status, changed_by: null, changed_at: at(time) })))
        .execute();
    }
    // One parcel still on the way 12 days after Erenhot: past the 90th percentile, on staff's late list.
    if (late) {
      const received = at(now.getTime() - 12 * DAY_MS);
      const { id } = await trx
        .insertInto('parcels')
        .values({
          track_code: `${prefix}LATE`,
          phone: TRIP_HISTORY_PHONE,
          price: 5_000,
          status: 'SENT',
          state: 'ACTIVE',
          created_at: received,
          updated_at: received,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('parcel_status_history')
        .values(
          ['RECEIVED', 'SENT'].map((status) => ({
            parcel_id: id,
            status: status as 'RECEIVED' | 'SENT',
            changed_by: null,
            changed_at: received,
          })),
        )
        .execute();
    }
  });
}
