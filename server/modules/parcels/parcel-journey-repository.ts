import type { CustomerParcel, ParcelTimeline } from '@contract';
import type { Db } from '../../db/database';
import { findParcelHistory, findParcelRow, insertParcels, toCustomerParcel, toSummary } from './parcel-repository';

/*
 * The customer's side of a parcel's journey: codes they register before the parcel reaches the
 * warehouse, and the public timeline of any code.
 */

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
    const inserted = await insertParcels(trx, [fresh], customer.id, { skipTaken: true });
    const row = await findParcelRow(trx, trackCode);
    if (!row || row.phone !== customer.phone || row.state !== 'ACTIVE') return { kind: 'taken' };
    return { kind: inserted.length > 0 ? 'created' : 'own', parcel: toCustomerParcel(row) };
  });
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

/** The public timeline: what the check shows and the history, no phone and no owner. */
export async function findParcelTimeline(db: Db, trackCode: string): Promise<ParcelTimeline | undefined> {
  const row = await findParcelRow(db, trackCode);
  if (!row || row.state !== 'ACTIVE') return undefined;
  return { ...toSummary(row), history: await findParcelHistory(db, row.id) };
}
