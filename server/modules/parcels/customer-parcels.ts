import type { CustomerParcel, ParcelEta, ParcelStatus, ParcelStorage } from '@contract';
import { DEFAULT_STORAGE_RULE } from '@contract/arrival-calls';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { currentEstimates, enteredAt, etaInputColumns, etaOf, isoText } from '../arrival/parcel-eta';
import { storageFor } from '../arrival/storage-days';
import type { ArrivalEstimates } from '../arrival/trip-times';
import { findParcelRow } from './parcel-repository';
import { registerParcels } from './register-parcels';
import { LIST_LIMIT, measureColumns, summaryColumns, toMeasures, toSummary } from './public-lookup';

/*
 * A signed-in customer's parcels (`/api/package`): the list of their own (by the account's phone),
 * and the codes they register before the parcel reaches the warehouse.
 */

const customerColumns = [...summaryColumns, 'created_at', 'note', 'registered_by', ...measureColumns] as const;
type CustomerParcelRow = Pick<ParcelRow, (typeof customerColumns)[number]>;

export function toCustomerParcel(row: CustomerParcelRow): CustomerParcel {
  return { ...toSummary(row), createdAt: toIso(row.created_at), note: row.note, registeredBy: row.registered_by, ...toMeasures(row) };
}

/**
 * A customer's own list (`GET /api/package`) in ONE statement, so the route does one round trip
 * after its session's: the parcels (newest first, at most PARCEL_LIST_LIMIT), the true total, the
 * estimates' inputs (etaInputColumns), when each parcel at Ulaanbaatar arrived, and the
 * organisation's storage rule. The rule is read here rather than cached: staff change it on any
 * instance, and a one-row primary-key read in the same statement is always current and costs no
 * extra trip. The trip and road times come from their caches beside it (currentEstimates).
 */
export async function listCustomerParcels(
  db: Db,
  phone: string,
  status: ParcelStatus | undefined,
  arrival: { organizationId: number; estimates: ArrivalEstimates },
): Promise<{ list: Array<CustomerParcel & { eta?: ParcelEta; storage?: ParcelStorage }>; total: number }> {
  const { organizationId, estimates } = arrival;
  const arrivedAt = sql`case when parcels.status = 'DELIVERED' then ${enteredAt(db, 'DELIVERED')} end`;
  const rule = (column: 'storage_free_days' | 'storage_daily_fee', fallback: number) =>
    sql<number>`coalesce((select ${sql.ref(column)} from prices where organization_id = ${organizationId}), ${fallback})`;
  const total = sql<number>`cast((select count(*) from parcels counted where counted.phone = ${phone} and counted.state = 'ACTIVE'
    ${status ? sql`and counted.status = ${status}` : sql``}) as integer)`;
  let query = db
    .selectFrom('parcels')
    .select(customerColumns)
    .select([
      ...etaInputColumns(db),
      isoText(db, arrivedAt).as('arrived_at'),
      rule('storage_free_days', DEFAULT_STORAGE_RULE.freeDays).as('free_days'),
      rule('storage_daily_fee', DEFAULT_STORAGE_RULE.dailyFee).as('daily_fee'),
      total.as('total'),
    ])
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .orderBy('updated_at', 'desc')
    .limit(LIST_LIMIT);
  if (status) query = query.where('status', '=', status);
  const [rows, current] = await Promise.all([query.execute(), currentEstimates(db, estimates)]);
  const list = rows.map((row) => {
    const parcel: CustomerParcel & { eta?: ParcelEta; storage?: ParcelStorage } = toCustomerParcel(row);
    const eta = etaOf(row.status, row, current);
    if (eta) parcel.eta = eta;
    // Storage fees off (0 a day, the default): no countdown to anything.
    if (row.arrived_at && row.daily_fee > 0) {
      parcel.storage = storageFor(row.arrived_at, { freeDays: Number(row.free_days), dailyFee: Number(row.daily_fee) }, current.now);
    }
    return parcel;
  });
  return { list, total: rows.length === 0 ? 0 : Number(rows[0]!.total) };
}

export type RegisterOutcome = { kind: 'created' | 'own'; parcel: CustomerParcel } | { kind: 'taken' };

/**
 * Registers a code the customer expects (REGISTERED, their phone, no price). The insert skips a
 * taken code instead of failing, so two customers racing for one code leave one owner: on
 * PostgreSQL the second insert waits for the first to commit, then reads the row it left.
 */
export async function registerCustomerParcel(
  db: Db,
  customer: { id: number; phone: string },
  trackCode: string,
  note: string | undefined,
): Promise<RegisterOutcome> {
  return db.transaction().execute(async (trx) => {
    const fresh = { trackCode, phone: customer.phone, price: null, status: 'REGISTERED' as const, note, registeredBy: 'customer' as const };
    const inserted = await registerParcels(trx, [fresh], customer.id, { skipTaken: true });
    const row = await findParcelRow(trx, trackCode);
    if (!row || row.phone !== customer.phone || row.state !== 'ACTIVE') return { kind: 'taken' };
    return { kind: inserted.length > 0 ? 'created' : 'own', parcel: toCustomerParcel(row) };
  });
}

/** The code as the customer's own parcel, or null: answered as registering it again would, without using the day's allowance. */
export async function findOwnParcel(db: Db, phone: string, trackCode: string): Promise<CustomerParcel | null> {
  const row = await findParcelRow(db, trackCode);
  return row && row.phone === phone && row.state === 'ACTIVE' ? toCustomerParcel(row) : null;
}

export type RemoveOutcome = 'removed' | 'not-found' | 'not-removable';

/**
 * Deletes a customer's own pre-registration in one conditional statement, so it cannot remove a
 * parcel staff took in a moment before. Its history rows go with it (on delete cascade).
 */
export async function removeCustomerParcel(db: Db, phone: string, trackCode: string): Promise<RemoveOutcome> {
  const result = await db
    .deleteFrom('parcels')
    .where('track_code', '=', trackCode)
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where('status', '=', 'REGISTERED')
    .where('registered_by', '=', 'customer')
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return 'removed';
  const row = await findParcelRow(db, trackCode);
  return row && row.phone === phone && row.state === 'ACTIVE' ? 'not-removable' : 'not-found';
}
