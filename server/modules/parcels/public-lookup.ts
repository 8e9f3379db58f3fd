import type { ParcelEta, ParcelSummary } from '@contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, OpenDatabase } from '../../db/database';
import { prepareLookup } from '../../db/prepared-lookup';
import { currentEstimates, etaInputColumns, etaOf, isoText, type CurrentEstimates } from '../arrival/parcel-eta';
import type { ArrivalEstimates } from '../arrival/trip-times';
import { toIso, type Database, type ParcelRow } from '../../db/schema';

/*
 * The public check (`POST /api/package/check`): the API's busiest call, tuned for speed. Each
 * lookup is compiled once per app (createPublicLookups) and runs on the database's fast path: a
 * prepared statement on SQLite's read-only connection, a named statement on PostgreSQL's pool.
 */

/** A phone with more parcels than this gets the newest ones and the true total. */
export const PARCEL_LIST_LIMIT = 100;

/**
 * Written into the SQL, not bound: the SQLite better-sqlite3 ships plans with a bound LIMIT's
 * value, so a statement whose LIMIT is a parameter is re-prepared (parsed and planned) on every
 * run, which doubled the cost of the lookup by phone (24 µs instead of 12 µs on the bench's file).
 */
export const LIST_LIMIT = sql.lit(PARCEL_LIST_LIMIT);

export const summaryColumns = ['track_code', 'price', 'status', 'updated_at'] as const;

export const measureColumns = ['weight_kg', 'width_cm', 'height_cm', 'length_cm'] as const;

/** The weight and size that made the fee (contract/measures.ts), for the customer's and the public timeline's answers. */
export const toMeasures = (row: Pick<ParcelRow, (typeof measureColumns)[number]>) => ({
  weightKg: row.weight_kg,
  widthCm: row.width_cm,
  heightCm: row.height_cm,
  lengthCm: row.length_cm,
});

export function toSummary(row: Pick<ParcelRow, (typeof summaryColumns)[number]>): ParcelSummary {
  return { trackCode: row.track_code, price: row.price, status: row.status, updatedAt: toIso(row.updated_at) };
}

/**
 * What the company has: staff registered it, or it moved past REGISTERED. A code a customer only
 * pre-registered is theirs to see, not the public's (the anonymous check by phone listed it).
 */
const receivedByTheCompany = (eb: ExpressionBuilder<Database, 'parcels'>) =>
  eb.or([eb('registered_by', '=', 'staff'), eb('status', '!=', 'REGISTERED')]);

/**
 * The public lookups' columns: the summary, and the arrival estimate's inputs read with each parcel
 * (etaInputColumns), so a check is one round trip. `updated_at` comes as ISO text from either engine
 * (isoText: pg's parse of every timestamptz into a Date and back cost about 7 µs per 10 parcels).
 */
function lookupColumns(db: Db) {
  return [
    ...summaryColumns.slice(0, 3),
    isoText<string>(db, sql.ref('parcels.updated_at')).as('updated_at'),
    ...etaInputColumns(db),
  ] as const;
}

/**
 * The true total of the public list (receivedByTheCompany's rule, written out for the alias), in the
 * same statement: the list stops at PARCEL_LIST_LIMIT.
 * Uncorrelated, so each engine runs it once per statement (SQLite's once-only subquery, PostgreSQL's
 * InitPlan); it counts along the same phone index the list reads.
 */
const publicTotal = (phone: string) =>
  sql<number>`cast((select count(*) from parcels counted where counted.phone = ${phone} and counted.state = 'ACTIVE'
    and (counted.registered_by = 'staff' or counted.status != 'REGISTERED')) as integer)`;

/** The public check by phone, newest first, with its total; the API bench's floor server runs this very SQL. */
export const checkByPhoneQuery = (db: Db, phone: string) =>
  db
    .selectFrom('parcels')
    .select(lookupColumns(db))
    .select(publicTotal(phone).as('total'))
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where(receivedByTheCompany)
    // Qualified: on PostgreSQL a bare name would sort by the ISO text above, not along the index.
    .orderBy('parcels.updated_at', 'desc')
    .limit(LIST_LIMIT);

/** The check's answer: the public fields, and the estimate for each parcel on the way. */
export type CheckAnswer = { list: Array<ParcelSummary & { eta?: ParcelEta }>; total: number };

export interface PublicLookups {
  /**
   * The public check: only what the product shows (no names, no phone). One statement each, the
   * estimates' inputs and the total included; the trip and road times come from their caches, read
   * beside it (a query only when one of them is old, at most once a minute per instance).
   */
  checkByPhone(phone: string): Promise<CheckAnswer>;
  checkByTrackCode(trackCode: string): Promise<CheckAnswer>;
}

type LookupRow = ParcelSummaryRow & { received_at: string | null; departed_at: string | null };
type ParcelSummaryRow = Pick<ParcelRow, 'track_code' | 'price' | 'status' | 'updated_at'>;

const withEstimate = (row: LookupRow, current: CurrentEstimates) => {
  const summary = toSummary(row);
  const eta = etaOf(row.status, row, current);
  return eta ? { ...summary, eta } : summary;
};

/** The two public lookups, compiled once (the routes call this when they are registered). */
export function createPublicLookups(database: OpenDatabase, arrival: ArrivalEstimates): PublicLookups {
  const { db, reads } = database;
  const byPhone = prepareLookup(database, (phone) => checkByPhoneQuery(db, phone));
  const byTrackCode = prepareLookup(database, (trackCode) =>
    db.selectFrom('parcels').select(lookupColumns(db)).where('track_code', '=', trackCode).where('state', '=', 'ACTIVE'),
  );
  return {
    async checkByPhone(phone) {
      const [rows, current] = await Promise.all([byPhone(phone), currentEstimates(reads, arrival)]);
      return { list: rows.map((row) => withEstimate(row, current)), total: rows.length === 0 ? 0 : Number(rows[0]!.total) };
    },
    async checkByTrackCode(trackCode) {
      const [[row], current] = await Promise.all([byTrackCode(trackCode), currentEstimates(reads, arrival)]);
      return row ? { list: [withEstimate(row, current)], total: 1 } : { list: [], total: 0 };
    },
  };
}
