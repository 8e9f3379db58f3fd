import { lockedOnPostgres } from '../../db/locks';
import { personName, type Address, type DeliveryRequest, type DeliveryState } from '@contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { toIso, type DeliveryRequestTable } from '../../db/schema';
import type { StorageClock } from '../arrival/storage-days';
import { deliveryDueOf, deliveryParcelRows, type DeliveryDue } from '../billing/delivery-dues';

type DeliveryRow = Selectable<DeliveryRequestTable>;

function toDelivery(row: DeliveryRow, trackCodes: string[], due: Pick<DeliveryDue, 'parcelFees' | 'totalDue'>): DeliveryRequest {
  return {
    id: row.id,
    state: row.state,
    trackCodes,
    address: row.address_text,
    recipient: row.recipient,
    phone: row.phone,
    note: row.note,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    deliveryFee: row.delivery_fee,
    parcelFees: due.parcelFees,
    totalDue: due.totalDue,
  };
}

/** The requests with their parcels' codes and what each still owes (billing's rule; storage by `clock`). */
async function withTrackCodes(db: Db, rows: DeliveryRow[], clock?: StorageClock): Promise<DeliveryRequest[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('delivery_request_parcels')
    .innerJoin('parcels', 'parcels.id', 'delivery_request_parcels.parcel_id')
    .select(['delivery_request_parcels.request_id', 'parcels.track_code'])
    .where(
      'delivery_request_parcels.request_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('parcels.track_code')
    .execute();
  const answers: DeliveryRequest[] = [];
  for (const row of rows) {
    const due = await deliveryDueOf(db, clock, row, await deliveryParcelRows(db, row.id));
    answers.push(
      toDelivery(
        row,
        links.filter((link) => link.request_id === row.id).map((link) => link.track_code),
        due,
      ),
    );
  }
  return answers;
}

/**
 * The customer's own DELIVERED, active parcels among `trackCodes` (by the account's phone), their
 * rows locked on PostgreSQL until the transaction ends: a counter handing the same parcel over
 * (which locks it too) either waits for this request or makes it find the parcel FINISHED.
 */
export function findDeliverableParcels(db: Db, phone: string, trackCodes: readonly string[]) {
  const query = db
    .selectFrom('parcels')
    .selectAll()
    .where('track_code', 'in', trackCodes)
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where('status', '=', 'DELIVERED')
    .orderBy('id');
  return lockedOnPostgres(db, query).execute();
}

export const addressText = (address: Address) =>
  [address.city, address.district, address.subdistrict, address.note].filter((part) => part.trim() !== '').join(', ');

/**
 * Inserts the request and its parcels. Each link holds the parcel's id in the unique
 * `open_parcel_id` while the request is open: a parcel already in another open request fails the
 * insert (unique violation), whichever of two racing requests commits second. Run in a transaction.
 */
export async function insertDeliveryRequest(
  db: Db,
  fields: { userId: number; address: Address; phone: string; note: string; parcelIds: number[]; deliveryFee: number },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('delivery_requests')
    .values({
      user_id: fields.userId,
      address_id: fields.address.id,
      address_text: addressText(fields.address),
      recipient: personName(fields.address),
      phone: fields.phone,
      note: fields.note,
      state: 'REQUESTED',
      delivery_fee: fields.deliveryFee,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('delivery_request_parcels')
    .values(fields.parcelIds.map((parcelId) => ({ request_id: id, parcel_id: parcelId, open_parcel_id: parcelId })))
    .execute();
  return id;
}

/** A customer's requests, newest first; `userId` scopes it (another's request is not found). */
export async function listDeliveryRequests(db: Db, userId: number, clock?: StorageClock): Promise<DeliveryRequest[]> {
  const rows = await db
    .selectFrom('delivery_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return withTrackCodes(db, rows, clock);
}

/** Staff's queue: the open requests, oldest first. */
export async function listOpenDeliveryRequests(db: Db, clock?: StorageClock): Promise<DeliveryRequest[]> {
  const rows = await db
    .selectFrom('delivery_requests')
    .selectAll()
    .where('state', 'in', ['REQUESTED', 'OUT_FOR_DELIVERY'])
    .orderBy('id')
    .limit(200)
    .execute();
  return withTrackCodes(db, rows, clock);
}

export function findDeliveryRow(db: Db, id: number, userId?: number) {
  let query = db.selectFrom('delivery_requests').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

export async function findDeliveryRequest(db: Db, id: number, userId?: number, clock?: StorageClock): Promise<DeliveryRequest | undefined> {
  const row = await findDeliveryRow(db, id, userId);
  return row && (await withTrackCodes(db, [row], clock))[0];
}

/**
 * Compare-and-set of the request's state: answers false when it is no longer `from` (another
 * staff member or the customer moved it first). Closing a request frees its parcels.
 */
export async function moveDeliveryRequest(db: Db, id: number, from: DeliveryState, to: DeliveryState, userId?: number): Promise<boolean> {
  let update = db
    .updateTable('delivery_requests')
    .set({ state: to, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('state', '=', from);
  if (userId !== undefined) update = update.where('user_id', '=', userId);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (to === 'DONE' || to === 'CANCELLED') {
    await db.updateTable('delivery_request_parcels').set({ open_parcel_id: null }).where('request_id', '=', id).execute();
  }
  return true;
}

export async function deliveryParcelIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('delivery_request_parcels').select('parcel_id').where('request_id', '=', id).execute();
  return rows.map((row) => row.parcel_id);
}
