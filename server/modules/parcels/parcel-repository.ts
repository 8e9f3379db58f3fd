import {
  UNDO_WINDOW_MS,
  type CustomerParcel,
  type ParcelFieldChanges,
  type ParcelHistory,
  type ParcelRegistrant,
  type ParcelStatus,
  type ParcelSummary,
  type StaffParcel,
} from '@contract';
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { prepareLookup } from '../../db/prepared-lookup';
import { toIso, type Database, type ParcelRow } from '../../db/schema';
import { queueStatusNotifications } from '../push/notification-outbox';

/** A phone with more parcels than this gets the newest ones and the true total. */
export const PARCEL_LIST_LIMIT = 100;

/**
 * Written into the SQL, not bound: the SQLite better-sqlite3 ships plans with a bound LIMIT's
 * value, so a statement whose LIMIT is a parameter is re-prepared (parsed and planned) on every
 * run, which doubled the cost of the lookup by phone (24 µs instead of 12 µs on the bench's file).
 */
const LIST_LIMIT = sql.lit(PARCEL_LIST_LIMIT);

const summaryColumns = ['track_code', 'price', 'status', 'updated_at'] as const;

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

const totalOf = async (db: Db, listed: number, phone: string, status?: ParcelStatus, publicOnly = false) =>
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

/** The two public lookups, compiled once per database: they carry the public check's load. */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function prepareLookups(db: Db) {
  return {
    byPhone: prepareLookup(db, (phone) => checkByPhoneQuery(db, phone)),
    byTrackCode: prepareLookup(db, (trackCode) =>
      db.selectFrom('parcels').select(lookupColumns(db)).where('track_code', '=', trackCode).where('state', '=', 'ACTIVE'),
    ),
  };
}

function lookupsFor(db: Db) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareLookups(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

/** The public check: only what the product shows (no names, no phone). */
export async function checkByPhone(db: Db, phone: string): Promise<{ list: ParcelSummary[]; total: number }> {
  const rows = await lookupsFor(db).byPhone(phone);
  return { list: rows.map(toSummary), total: await totalOf(db, rows.length, phone, undefined, true) };
}

export async function checkByTrackCode(db: Db, trackCode: string): Promise<{ list: ParcelSummary[]; total: number }> {
  const [row] = await lookupsFor(db).byTrackCode(trackCode);
  return row ? { list: [toSummary(row)], total: 1 } : { list: [], total: 0 };
}

type CustomerParcelRow = Pick<ParcelRow, (typeof summaryColumns)[number] | 'created_at' | 'note' | 'registered_by'>;

export function toCustomerParcel(row: CustomerParcelRow): CustomerParcel {
  return { ...toSummary(row), createdAt: toIso(row.created_at), note: row.note, registeredBy: row.registered_by };
}

export async function listCustomerParcels(
  db: Db,
  phone: string,
  status?: ParcelStatus,
): Promise<{ list: CustomerParcel[]; total: number }> {
  let query = db
    .selectFrom('parcels')
    .select([...summaryColumns, 'created_at', 'note', 'registered_by'])
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .orderBy('updated_at', 'desc')
    .limit(LIST_LIMIT);
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  const list = rows.map(toCustomerParcel);
  return { list, total: await totalOf(db, rows.length, phone, status) };
}

export function findParcelRow(db: Db, trackCode: string): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('track_code', '=', trackCode).executeTakeFirst();
}

/** A parcel's status history, oldest first. */
export async function findParcelHistory(db: Db, parcelId: number): Promise<ParcelHistory> {
  const history = await db
    .selectFrom('parcel_status_history')
    .select(['status', 'changed_at'])
    .where('parcel_id', '=', parcelId)
    // Edits of the owner or the price are staff business; the timeline shows moves and their undos.
    .where('event', '!=', 'EDIT')
    .orderBy('id')
    .execute();
  return history.map((entry) => ({ status: entry.status, at: toIso(entry.changed_at) }));
}

/** Every history row for staff: moves, undos and edits with what they changed. */
async function findStaffParcelHistory(db: Db, parcelId: number): Promise<StaffParcel['history']> {
  const history = await db
    .selectFrom('parcel_status_history')
    .select(['status', 'changed_at', 'event', 'details'])
    .where('parcel_id', '=', parcelId)
    .orderBy('id')
    .execute();
  return history.map((entry) => ({
    status: entry.status,
    at: toIso(entry.changed_at),
    // A plain move keeps the row's original shape; an undo or an edit says what it was.
    ...(entry.event === 'MOVE' ? {} : { event: entry.event }),
    ...(entry.details ? { changes: JSON.parse(entry.details) as ParcelFieldChanges } : {}),
  }));
}

/** The staff view: with the name of the account that has the parcel's phone, to write on the box. */
export async function findStaffParcel(db: Db, trackCode: string): Promise<StaffParcel | undefined> {
  const row = await findParcelRow(db, trackCode);
  if (!row) return undefined;
  // Only an account that proved the phone is its owner: anyone can register a stranger's number.
  const owner = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('phone', '=', row.phone)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  return {
    trackCode: row.track_code,
    price: row.price,
    status: row.status,
    updatedAt: toIso(row.updated_at),
    createdAt: toIso(row.created_at),
    note: row.note,
    registeredBy: row.registered_by,
    phone: row.phone,
    owner: owner ? { firstName: owner.first_name, lastName: owner.last_name } : null,
    state: row.state,
    history: await findStaffParcelHistory(db, row.id),
  };
}

export interface NewParcelFields {
  trackCode: string;
  phone: string;
  price: number | null;
  status: ParcelStatus;
  note?: string;
  registeredBy?: ParcelRegistrant;
}

/**
 * Inserts parcels with their first history rows, in two statements; run it inside a transaction.
 * Answers the codes inserted. A taken code fails the statement (unique violation), unless
 * `skipTaken`: then it is left out, and on PostgreSQL a registration of it still in flight is
 * waited for rather than raced.
 */
export async function insertParcels(
  db: Db,
  parcels: readonly NewParcelFields[],
  changedBy: number | null,
  { skipTaken = false } = {},
): Promise<string[]> {
  if (parcels.length === 0) return [];
  const now = new Date().toISOString();
  let insert = db.insertInto('parcels').values(
    parcels.map((fields) => ({
      track_code: fields.trackCode,
      phone: fields.phone,
      price: fields.price,
      status: fields.status,
      note: fields.note ?? null,
      registered_by: fields.registeredBy ?? 'staff',
      state: 'ACTIVE' as const,
      created_at: now,
      updated_at: now,
    })),
  );
  if (skipTaken) insert = insert.onConflict((conflict) => conflict.column('track_code').doNothing());
  const inserted = await insert.returning(['id', 'status', 'track_code']).execute();
  if (inserted.length === 0) return [];
  await db
    .insertInto('parcel_status_history')
    .values(inserted.map((parcel) => ({ parcel_id: parcel.id, status: parcel.status, changed_by: changedBy, changed_at: now })))
    .execute();
  await queueStatusNotifications(db, inserted);
  return inserted.map((parcel) => parcel.track_code);
}

/**
 * Gives known parcels a new owner phone and price, one statement for the whole batch (UPDATE …
 * FROM a VALUES list: PostgreSQL, and SQLite since 3.33). Statuses are not touched.
 */
export async function updateParcelOwners(db: Db, rows: ReadonlyArray<{ trackCode: string; phone: string; price: number }>): Promise<void> {
  if (rows.length === 0) return;
  const changes = sql.join(rows.map((row) => sql`(${row.trackCode}, ${row.phone}, cast(${row.price} as integer))`));
  await sql`
    with changes (track_code, phone, price) as (values ${changes})
    update parcels set phone = changes.phone, price = changes.price, updated_at = ${new Date().toISOString()}
    from changes where parcels.track_code = changes.track_code`.execute(db);
}

/**
 * The parcels with these codes. `lock` (inside a transaction) holds their rows until it ends on
 * PostgreSQL, so what is read is what gets changed; SQLite's one writer holds the whole file anyway.
 */
export async function findParcelRows(db: Db, trackCodes: readonly string[], { lock = false } = {}): Promise<ParcelRow[]> {
  if (trackCodes.length === 0) return [];
  const query = db.selectFrom('parcels').selectAll().where('track_code', 'in', trackCodes);
  return (lock && db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
}

/** What a new phone and price would change on a parcel (nothing: an empty object). */
export function fieldChanges(parcel: Pick<ParcelRow, 'phone' | 'price'>, next: { phone: string; price: number }): ParcelFieldChanges {
  return {
    ...(parcel.phone === next.phone ? {} : { phone: { from: parcel.phone, to: next.phone } }),
    ...(parcel.price === next.price ? {} : { price: { from: parcel.price, to: next.price } }),
  };
}

/** One EDIT history row per parcel whose owner or price changed, with the changes; the status stays what it was. */
export async function recordFieldChanges(
  db: Db,
  edits: ReadonlyArray<{ parcel: Pick<ParcelRow, 'id' | 'status'>; changes: ParcelFieldChanges }>,
  changedBy: number | null,
): Promise<void> {
  const rows = edits.filter((edit) => Object.keys(edit.changes).length > 0);
  if (rows.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('parcel_status_history')
    .values(
      rows.map(({ parcel, changes }) => ({
        parcel_id: parcel.id,
        status: parcel.status,
        changed_by: changedBy,
        changed_at: now,
        event: 'EDIT' as const,
        details: JSON.stringify(changes),
      })),
    )
    .execute();
}

export function findParcelRowsById(db: Db, ids: readonly number[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('parcels').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

export interface ParcelChange {
  status?: ParcelStatus;
  price?: number;
}

/**
 * Applies a change already checked against the state machine; a new status writes history.
 * Whenever the change names a status, every write is a compare-and-set on the status that was
 * checked (no lock needed on either engine): answers false when another request moved the parcel
 * in between. Naming the current status is not a move: the status is not written, no history row.
 */
export async function applyParcelChange(
  db: Db,
  parcel: ParcelRow,
  change: ParcelChange,
  changedBy: number | null,
  event: 'MOVE' | 'UNDO' = 'MOVE',
): Promise<boolean> {
  const { status, ...rest } = change;
  const moves = status !== undefined && status !== parcel.status;
  const fields = moves ? { ...rest, status } : rest;
  if (Object.values(fields).every((value) => value === undefined)) return true;
  const now = new Date().toISOString();
  let update = db
    .updateTable('parcels')
    .set({ ...fields, updated_at: now })
    .where('id', '=', parcel.id);
  if (status !== undefined) update = update.where('status', '=', parcel.status);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (moves) {
    await db
      .insertInto('parcel_status_history')
      .values({ parcel_id: parcel.id, status, changed_by: changedBy, changed_at: now, event })
      .execute();
    // An undo takes a step back within seconds: the customer is not told twice.
    if (event === 'MOVE') await queueStatusNotifications(db, [{ id: parcel.id, status }]);
  }
  return true;
}

/**
 * Whether `from → to` is the parcel's last move, made by this staff member within the undo window:
 * the only move an undo may take back (a later move, someone else's, or an old one stays).
 */
export async function isUndoableMove(db: Db, parcel: ParcelRow, move: { from: ParcelStatus; to: ParcelStatus }, staffId: number) {
  const [last, before] = await db
    .selectFrom('parcel_status_history')
    .select(['status', 'event', 'changed_by', 'changed_at'])
    .where('parcel_id', '=', parcel.id)
    .where('event', '!=', 'EDIT')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  if (!last || !before || parcel.status !== move.to) return false;
  const age = Date.now() - new Date(toIso(last.changed_at)).getTime();
  return (
    last.event === 'MOVE' && last.status === move.to && before.status === move.from && last.changed_by === staffId && age <= UNDO_WINDOW_MS
  );
}
