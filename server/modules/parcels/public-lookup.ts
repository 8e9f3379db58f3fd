import type { ParcelStatus, ParcelSummary, ParcelTimeline } from '@contract';
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import type { Db, OpenDatabase } from '../../db/database';
import { prepareLookup } from '../../db/prepared-lookup';
import { findParcelHistory } from './parcel-history';
import { findParcelRow } from './parcel-repository';
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
 * pre-registered is theirs to see, not the public's (issue 21: the anonymous check by phone listed it).
 */
const receivedByTheCompany = (eb: ExpressionBuilder<Database, 'parcels'>) =>
  eb.or([eb('registered_by', '=', 'staff'), eb('status', '!=', 'REGISTERED')]);

async function countByPhone(db: Db, phone: string, status?: ParcelStatus, publicOnly = false): Promise<number> {
  let query = db
    .selectFrom('parcels')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE');
  if (status) query = query.where('status', '=', status);
  if (publicOnly) query = query.where(receivedByTheCompany);
  const { total } = await query.executeTakeFirstOrThrow();
  return Number(total);
}

/** The true total of a list cut at PARCEL_LIST_LIMIT: counted only when the list is full. */
export const listedTotal = async (db: Db, listed: number, phone: string, status?: ParcelStatus, publicOnly = false) =>
  listed < PARCEL_LIST_LIMIT ? listed : countByPhone(db, phone, status, publicOnly);

/**
 * The public lookups' columns. PostgreSQL writes `updated_at` as ISO text itself: pg's parse of
 * every timestamptz into a Date, and toISOString back, cost the check about 7 µs of Node's CPU per
 * 10 parcels. The text is what toIso writes (UTC, milliseconds truncated as a Date keeps them).
 */
function lookupColumns(db: Db) {
  const updatedAt =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<string>`to_char(${sql.ref('updated_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql<string>`${sql.ref('updated_at')}`;
  return [...summaryColumns.slice(0, 3), updatedAt.as('updated_at')] as const;
}

/** The public check by phone, newest first; the API bench's floor server runs this very SQL. */
export const checkByPhoneQuery = (db: Db, phone: string) =>
  db
    .selectFrom('parcels')
    .select(lookupColumns(db))
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where(receivedByTheCompany)
    // Qualified: on PostgreSQL a bare name would sort by the ISO text above, not along the index.
    .orderBy('parcels.updated_at', 'desc')
    .limit(LIST_LIMIT);

export interface PublicLookups {
  /** The public check: only what the product shows (no names, no phone). */
  checkByPhone(phone: string): Promise<{ list: ParcelSummary[]; total: number }>;
  checkByTrackCode(trackCode: string): Promise<{ list: ParcelSummary[]; total: number }>;
}

/** The two public lookups, compiled once (the routes call this when they are registered). */
export function createPublicLookups(database: OpenDatabase): PublicLookups {
  const { db } = database;
  const byPhone = prepareLookup(database, (phone) => checkByPhoneQuery(db, phone));
  const byTrackCode = prepareLookup(database, (trackCode) =>
    db.selectFrom('parcels').select(lookupColumns(db)).where('track_code', '=', trackCode).where('state', '=', 'ACTIVE'),
  );
  return {
    async checkByPhone(phone) {
      const rows = await byPhone(phone);
      return { list: rows.map(toSummary), total: await listedTotal(db, rows.length, phone, undefined, true) };
    },
    async checkByTrackCode(trackCode) {
      const [row] = await byTrackCode(trackCode);
      return row ? { list: [toSummary(row)], total: 1 } : { list: [], total: 0 };
    },
  };
}

/** The public timeline: what the check shows and the history, no phone and no owner. */
export async function findParcelTimeline(db: Db, trackCode: string): Promise<ParcelTimeline | undefined> {
  const row = await findParcelRow(db, trackCode);
  if (!row || row.state !== 'ACTIVE') return undefined;
  return { ...toSummary(row), ...toMeasures(row), history: await findParcelHistory(db, row.id) };
}
