import { amountDue, unpricedCount, type CounterAnswer, type CounterParcel } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import type { StorageClock } from '../arrival/storage-days';
import { openPaymentsOf } from '../billing/open-payments';
import { findReadyParcels } from '../billing/ready-parcels';
import { duesOf, type ParcelDue } from '../billing/parcel-dues';

/*
 * What the counter shows of one customer (by phone): the parcels ready to collect (DELIVERED, not
 * in an open door-delivery request), sorted by shelf place so the worker walks the shelves once,
 * and those still on the way.
 */

const ON_THE_WAY = ['REGISTERED', 'RECEIVED', 'SENT'] as const;

export { findReadyParcels };

function findOnTheWay(db: Db, phone: string): Promise<ParcelRow[]> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where('status', 'in', ON_THE_WAY)
    .orderBy('updated_at', 'desc')
    .limit(100)
    .execute();
}

export function toCounterParcel(row: ParcelRow, due?: ParcelDue): CounterParcel {
  return {
    trackCode: row.track_code,
    status: row.status,
    shelf: row.shelf,
    weightKg: row.weight_kg,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    lengthCm: row.length_cm,
    fee: row.price,
    ...(due && due.storageFee > 0 ? { storageFee: due.storageFee } : {}),
    ...(due && due.paidAmount > 0 ? { paidAmount: due.paidAmount } : {}),
    paid: due !== undefined && due.due === 0,
    ...(due?.paymentPending ? { paymentPending: true } : {}),
    updatedAt: toIso(row.updated_at),
  };
}

/** The ready parcels with what each owes now (billing's dues: fee, storage until now, what was received). */
export async function readyWithPayment(db: Db, phone: string, storage?: StorageClock): Promise<CounterParcel[]> {
  const rows = await findReadyParcels(db, phone);
  const dues = await duesOf(db, storage, rows);
  return rows.map((row, index) => toCounterParcel(row, dues[index]));
}

/**
 * The counter's answer for a phone, or undefined when nobody and nothing has that phone. Round
 * trips, however many parcels (each step reads its rows for all of them at once): the customer, the
 * ready parcels, their dues (payments received, online payments and door deliveries open, the
 * storage rule and arrival times: five), the parcels on the way, the open payments: nine; with the
 * route's session ten, and eleven when the search was a pickup or track code (test/server/parcels/read-round-trips.test.ts).
 */
export async function counterAnswer(db: Db, phone: string, storage?: StorageClock): Promise<CounterAnswer | undefined> {
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('phone', '=', phone).executeTakeFirst();
  const ready = await readyWithPayment(db, phone, storage);
  const onTheWay = (await findOnTheWay(db, phone)).map((row) => toCounterParcel(row));
  if (!user && ready.length === 0 && onTheWay.length === 0) return undefined;
  return {
    customer: { phone, firstName: user?.first_name ?? null, lastName: user?.last_name ?? null },
    ready,
    onTheWay,
    totalDue: amountDue(ready),
    unpriced: unpricedCount(ready),
    ...(await openPaymentsOf(db, phone)),
  };
}
