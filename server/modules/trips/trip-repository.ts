import { personName, ulaanbaatarDay } from '@contract';
import { reasonMessages } from '@contract/reason-messages';
import type { Trip, TripCreate, TripLoadTotals, TripState } from '@contract/trips';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso, type TripTable } from '../../db/schema';
import { conflict, foundOr404 } from '../../lib/http-error';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation';
import { tripMessages } from './trip-messages';

/*
 * Trips as rows: opening one (with its short code), reading one or a list with what is loaded, and
 * the compare-and-set every step is written with.
 */

export type TripRow = Selectable<TripTable>;

/** What staff type to open a trip. */
export type NewTrip = Omit<TripCreate, 'note'> & { note?: string | undefined };

/** `T-2611-03`: the day and month (Ulaanbaatar) and the trip's number that day. */
export const tripCodePrefix = (at: Date) => {
  const [, month, day] = ulaanbaatarDay(at).split('-');
  return `T-${day}${month}-`;
};

/**
 * Opens a trip: the next code of the day, taken again when another opening took it first. Called
 * inside a transaction: each attempt is a savepoint, since on PostgreSQL a unique violation aborts
 * the whole transaction and the next attempt would fail with it (a 500 when openings raced).
 */
export async function insertTrip(db: Db, input: NewTrip, staffId: number): Promise<TripRow> {
  const now = new Date();
  const prefix = tripCodePrefix(now);
  for (let attempt = 0; ; attempt += 1) {
    const { count } = await db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('code', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow();
    const code = `${prefix}${String(Number(count) + 1 + attempt).padStart(2, '0')}`;
    await sql`savepoint trip_code`.execute(db);
    try {
      const row = await db
        .insertInto('trips')
        .values({
          code,
          plate: input.plate,
          driver: input.driver,
          phone: input.phone,
          seal: input.seal ?? null,
          note: input.note ?? null,
          state: 'LOADING',
          created_at: now.toISOString(),
          created_by: staffId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await sql`release savepoint trip_code`.execute(db);
      return row;
    } catch (error) {
      await sql`rollback to savepoint trip_code`.execute(db);
      if (!isUniqueViolation(error) || attempt >= 20) throw error;
    }
  }
}

export async function findTripRow(db: Db, id: number): Promise<TripRow> {
  return foundOr404(await db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst(), tripMessages.notFound);
}

/**
 * Takes the trip for a step that needs it in `state`: a compare-and-set that also locks the row on
 * PostgreSQL until the transaction ends, so a departure waits for a scan run in flight (and two
 * workers' unloading runs queue). A trip in another state is a 409 saying which.
 */
export async function takeTrip(
  db: Db,
  id: number,
  state: TripState,
  refusal: 'TRIP_NOT_LOADING' | 'TRIP_NOT_DEPARTED' | 'TRIP_NOT_ARRIVED',
): Promise<TripRow> {
  const taken = await db
    .updateTable('trips')
    .set({ state })
    .where('id', '=', id)
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (taken) return taken;
  const trip = await findTripRow(db, id);
  throw conflict(reasonMessages[refusal](trip.state), refusal);
}

/** Count, weight and volume of what is loaded on each trip (extras never loaded are not counted). */
async function loadTotals(db: Db, tripIds: readonly number[]): Promise<Map<number, TripLoadTotals>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('trip_parcels')
    .innerJoin('parcels', 'parcels.id', 'trip_parcels.parcel_id')
    .where('trip_parcels.trip_id', 'in', tripIds)
    .where('trip_parcels.loaded_at', 'is not', null)
    .select([
      'trip_parcels.trip_id',
      (eb) => eb.fn.countAll<number | string>().as('parcels'),
      (eb) => eb.fn.sum<number | string | null>('parcels.weight_kg').as('weight'),
      sql<number | string | null>`sum(parcels.width_cm * parcels.height_cm * parcels.length_cm)`.as('volume'),
    ])
    .groupBy('trip_parcels.trip_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.trip_id,
      {
        parcels: Number(row.parcels),
        weightKg: Math.round(Number(row.weight ?? 0) * 100) / 100,
        volumeM3: Math.round(Number(row.volume ?? 0) / 1e4) / 100,
      },
    ]),
  );
}

const STEPS = [
  ['LOADING', 'created_at', 'created_by'],
  ['DEPARTED', 'departed_at', 'departed_by'],
  ['ARRIVED', 'arrived_at', 'arrived_by'],
  ['UNLOADED', 'closed_at', 'closed_by'],
  ['CANCELLED', 'cancelled_at', 'cancelled_by'],
] as const;

const iso = (value: Date | string | null) => (value === null ? null : toIso(value));

/** Trips as the API answers them: each step with who took it, and the load so far. */
export async function toTrips(db: Db, rows: readonly TripRow[]): Promise<Trip[]> {
  const staffIds = [...new Set(rows.flatMap((row) => STEPS.map(([, , by]) => row[by]).filter((id): id is number => id !== null)))];
  const names = new Map(
    staffIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', staffIds).execute()).map((user) => [
          user.id,
          personName({ firstName: user.first_name, lastName: user.last_name }),
        ]),
  );
  const totals = await loadTotals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    plate: row.plate,
    driver: row.driver,
    phone: row.phone,
    seal: row.seal,
    note: row.note,
    state: row.state,
    createdAt: toIso(row.created_at),
    departedAt: iso(row.departed_at),
    arrivedAt: iso(row.arrived_at),
    expectedAt: iso(row.expected_at),
    steps: STEPS.flatMap(([state, at, by]) => {
      const when = row[at];
      return when === null ? [] : [{ state, at: toIso(when), by: names.get(row[by] ?? 0) ?? '' }];
    }),
    load: totals.get(row.id) ?? { parcels: 0, weightKg: 0, volumeM3: 0 },
  }));
}

/** The trips in a state (or all), the newest first; at most 200. */
export async function listTrips(db: Db, state: TripState | undefined): Promise<Trip[]> {
  let query = db.selectFrom('trips').selectAll().orderBy('id', 'desc').limit(200);
  if (state) query = query.where('state', '=', state);
  return toTrips(db, await query.execute());
}
