import type { CounterAnswer, CounterParcel } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { storageFeesOf, type StorageClock } from '../arrival/storage-days';
import { findPendingParcelIds } from '../payments/payment-repository';
import { findPaidParcelIds } from './paid-parcels';

/*
 * What the counter shows of one customer (by phone): the parcels ready to collect (DELIVERED, not
 * in an open door-delivery request), sorted by shelf place so the worker walks the shelves once,
 * and those still on the way.
 */

const ON_THE_WAY = ['REGISTERED', 'RECEIVED', 'SENT'] as const;

/** The customer's ready parcels, shelf by shelf (unshelved last), with their rows locked when asked. */
export function findReadyParcels(db: Db, phone: string): Promise<ParcelRow[]> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where('status', '=', 'DELIVERED')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('delivery_request_parcels').select('parcel_id').whereRef('open_parcel_id', '=', 'parcels.id'))),
    )
    .orderBy((eb) => eb.case().when('shelf', 'is', null).then(1).else(0).end())
    .orderBy('shelf')
    .orderBy('track_code')
    .limit(200)
    .execute();
}

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

export function toCounterParcel(row: ParcelRow, paid: boolean, paymentPending = false): CounterParcel {
  return {
    trackCode: row.track_code,
    status: row.status,
    shelf: row.shelf,
    weightKg: row.weight_kg,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    lengthCm: row.length_cm,
    fee: row.price,
    paid,
    ...(paymentPending ? { paymentPending } : {}),
    updatedAt: toIso(row.updated_at),
  };
}

/** What the ready parcels cost together (with their storage fees), leaving out the paid ones and those without a fee. */
export const dueOf = (parcels: ReadonlyArray<Pick<CounterParcel, 'fee' | 'paid' | 'storageFee'>>) =>
  parcels.reduce((sum, parcel) => sum + (parcel.paid ? 0 : (parcel.fee ?? 0) + (parcel.storageFee ?? 0)), 0);

/** The ready parcels with whether each is paid and, with a storage clock, the storage fee of the unpaid ones. */
export async function readyWithPayment(db: Db, phone: string, storage?: StorageClock): Promise<CounterParcel[]> {
  const rows = await findReadyParcels(db, phone);
  const ids = rows.map((row) => row.id);
  const paid = await findPaidParcelIds(db, ids);
  const pending = await findPendingParcelIds(db, ids);
  const storageFees = storage ? await storageFeesOf(db, storage, rows) : new Map<number, number>();
  return rows.map((row) => {
    const parcel = toCounterParcel(row, paid.has(row.id), pending.has(row.id));
    const storageFee = parcel.paid ? 0 : (storageFees.get(row.id) ?? 0);
    return storageFee > 0 ? { ...parcel, storageFee } : parcel;
  });
}

/** The counter's answer for a phone, or undefined when nobody and nothing has that phone. */
export async function counterAnswer(db: Db, phone: string, storage?: StorageClock): Promise<CounterAnswer | undefined> {
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('phone', '=', phone).executeTakeFirst();
  const ready = await readyWithPayment(db, phone, storage);
  const onTheWay = (await findOnTheWay(db, phone)).map((row) => toCounterParcel(row, false));
  if (!user && ready.length === 0 && onTheWay.length === 0) return undefined;
  return {
    customer: { phone, firstName: user?.first_name ?? null, lastName: user?.last_name ?? null },
    ready,
    onTheWay,
    totalDue: dueOf(ready),
  };
}
