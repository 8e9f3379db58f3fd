import type { Handover, PaymentMethod } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { receiptsOf } from '../ebarimt/receipt-outbox';

/*
 * The handover record: who took which parcels, for how much and how it was paid, with each
 * parcel's fee and measures frozen as they were paid (the owner's dashboard and the receipt read
 * these two tables; docs/counter.md describes them).
 */

export interface NewHandover {
  phone: string;
  staffId: number;
  method: PaymentMethod;
  /** What the till takes (after the customer's credit). */
  total: number;
  /** What the customer's kept money paid (0: none). */
  creditUsed?: number;
  amountReceived: number;
  customerTin?: string | null;
  parcels: readonly ParcelRow[];
  /** Each parcel's storage fee by id (absent: none). */
  storageFees?: ReadonlyMap<number, number>;
}

/** Writes the handover and its parcels (inside the transaction that moves them); answers its id. */
export async function insertHandover(db: Db, handover: NewHandover): Promise<number> {
  const { id } = await db
    .insertInto('handovers')
    .values({
      phone: handover.phone,
      staff_id: handover.staffId,
      method: handover.method,
      total: handover.total,
      credit_used: handover.creditUsed ?? 0,
      amount_received: handover.amountReceived,
      customer_tin: handover.customerTin ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('handover_parcels')
    .values(
      handover.parcels.map((parcel) => ({
        handover_id: id,
        parcel_id: parcel.id,
        fee: parcel.price ?? 0,
        storage_fee: handover.storageFees?.get(parcel.id) ?? 0,
        weight_kg: parcel.weight_kg,
        width_cm: parcel.width_cm,
        height_cm: parcel.height_cm,
        length_cm: parcel.length_cm,
      })),
    )
    .execute();
  return id;
}

/** Marks a standing handover void: a compare-and-set, so of two undos one wins. */
export async function voidHandover(db: Db, id: number, staffId: number): Promise<boolean> {
  const result = await db
    .updateTable('handovers')
    .set({ voided_at: new Date().toISOString(), voided_by: staffId })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findHandoverRow(db: Db, id: number) {
  return db.selectFrom('handovers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function handoverParcelIds(db: Db, id: number) {
  return db.selectFrom('handover_parcels').select('parcel_id').where('handover_id', '=', id).execute();
}

/** Handovers by id, whole (parcels, staff member, customer), in the order of `ids`. */
export async function loadHandovers(db: Db, ids: readonly number[]): Promise<Handover[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('handovers')
    .innerJoin('users as staff', 'staff.id', 'handovers.staff_id')
    .leftJoin('users as customer', 'customer.phone', 'handovers.phone')
    .selectAll('handovers')
    .select(['staff.first_name as staff_first', 'staff.last_name as staff_last', 'customer.first_name', 'customer.last_name'])
    .where('handovers.id', 'in', ids)
    .execute();
  const parcels = await db
    .selectFrom('handover_parcels')
    .innerJoin('parcels', 'parcels.id', 'handover_parcels.parcel_id')
    .select(['handover_parcels.handover_id', 'parcels.track_code', 'handover_parcels.fee', 'handover_parcels.storage_fee'])
    .select(['handover_parcels.weight_kg', 'handover_parcels.width_cm', 'handover_parcels.height_cm', 'handover_parcels.length_cm'])
    .where('handover_parcels.handover_id', 'in', ids)
    .orderBy('parcels.track_code')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const receipts = await receiptsOf(db, 'HANDOVER', ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        parcels: parcels
          .filter((parcel) => parcel.handover_id === id)
          .map((parcel) => ({
            trackCode: parcel.track_code,
            weightKg: parcel.weight_kg,
            widthCm: parcel.width_cm,
            heightCm: parcel.height_cm,
            lengthCm: parcel.length_cm,
            fee: parcel.fee,
            ...(parcel.storage_fee > 0 ? { storageFee: parcel.storage_fee } : {}),
          })),
        total: row.total,
        ...(row.credit_used > 0 ? { creditUsed: row.credit_used } : {}),
        method: row.method,
        staff: { id: row.staff_id, firstName: row.staff_first, lastName: row.staff_last },
        at: toIso(row.created_at),
        customer: { phone: row.phone, firstName: row.first_name, lastName: row.last_name },
        amountReceived: row.amount_received,
        change: row.method === 'CASH' ? Math.max(0, row.amount_received - row.total) : 0,
        voidedAt: row.voided_at === null ? null : toIso(row.voided_at),
        ...(receipts.has(id) ? { ebarimt: receipts.get(id)! } : {}),
      },
    ];
  });
}

/** Ids of the handovers made in [start, end), newest first (of one warehouse's staff when given). */
export async function handoverIdsBetween(db: Db, start: string, end: string, limit = 500, warehouseId?: number): Promise<number[]> {
  let query = db.selectFrom('handovers').select('id').where('created_at', '>=', start).where('created_at', '<', end);
  // A warehouse's counter: the handovers of the staff tied to it (as the owner's dashboard counts them).
  if (warehouseId !== undefined) {
    query = query.where('staff_id', 'in', db.selectFrom('users').select('id').where('warehouse_id', '=', warehouseId));
  }
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => row.id);
}
