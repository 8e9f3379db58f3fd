import type { CustomerParcel, ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { findParcelRow } from './parcel-repository';
import { registerParcels } from './register-parcels';
import { LIST_LIMIT, listedTotal, measureColumns, summaryColumns, toMeasures, toSummary } from './public-lookup';

/*
 * A signed-in customer's parcels (`/api/package`): the list of their own (by the account's phone),
 * and the codes they register before the parcel reaches the warehouse.
 */

const customerColumns = [...summaryColumns, 'created_at', 'note', 'registered_by', ...measureColumns] as const;
type CustomerParcelRow = Pick<ParcelRow, (typeof customerColumns)[number]>;

export function toCustomerParcel(row: CustomerParcelRow): CustomerParcel {
  return { ...toSummary(row), createdAt: toIso(row.created_at), note: row.note, registeredBy: row.registered_by, ...toMeasures(row) };
}

export async function listCustomerParcels(
  db: Db,
  phone: string,
  status?: ParcelStatus,
): Promise<{ list: CustomerParcel[]; total: number }> {
  let query = db
    .selectFrom('parcels')
    .select(customerColumns)
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .orderBy('updated_at', 'desc')
    .limit(LIST_LIMIT);
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  const list = rows.map(toCustomerParcel);
  return { list, total: await listedTotal(db, rows.length, phone, status) };
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
