import { amountDue, unpricedCount, type CounterAnswer, type CounterParcel } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import type { StorageClock } from '../arrival/storage-days';
import { dueInputColumns, dueOfRow, type DueInputs } from '../billing/due-columns';
import { openPaymentsOf } from '../billing/open-payments';
import { findReadyParcels, readyParcelsQuery } from '../billing/ready-parcels';
import type { ParcelDue } from '../billing/parcel-dues';

/*
 * What the counter shows of one customer (by phone): the parcels ready to collect (DELIVERED, not
 * in an open door-delivery request), sorted by shelf place so the worker walks the shelves once,
 * and those still on the way.
 */

const ON_THE_WAY = ['REGISTERED', 'RECEIVED', 'SENT'] as const;

export { findReadyParcels };

/** The ready parcels with their dues' inputs (due-columns.ts), each with its place on the shelves' walk. */
function readyQuery(db: Db, phone: string, organizationId: number) {
  return readyParcelsQuery(db, phone).select([
    ...dueInputColumns(db, organizationId),
    sql<string>`'READY'`.as('list'),
    sql<number>`row_number() over (order by case when parcels.shelf is null then 1 else 0 end, parcels.shelf, parcels.track_code)`.as(
      'position',
    ),
  ]);
}

/** The parcels on the way, newest first (their dues' inputs are null: only a waiting parcel has dues). */
function onTheWayQuery(db: Db, phone: string, organizationId: number) {
  return db
    .selectFrom('parcels')
    .selectAll()
    .select([
      ...dueInputColumns(db, organizationId),
      sql<string>`'ON_THE_WAY'`.as('list'),
      sql<number>`row_number() over (order by parcels.updated_at desc)`.as('position'),
    ])
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where('status', 'in', ON_THE_WAY)
    .orderBy('updated_at', 'desc')
    .limit(100);
}

/**
 * The customer's name and both lists in ONE statement: a one-row anchor joined to the user (when
 * there is one) and to both lists, so a phone with no account or no parcels still answers a row.
 * Each list keeps its own order and limit inside its subquery; `position` carries the order out.
 */
function customerAndParcels(db: Db, phone: string, organizationId: number) {
  const listed = db
    .selectFrom(readyQuery(db, phone, organizationId).as('ready'))
    .selectAll()
    .unionAll(db.selectFrom(onTheWayQuery(db, phone, organizationId).as('on_the_way')).selectAll());
  return db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('anchor'))
    .leftJoin('users', (join) => join.on('users.phone', '=', phone))
    .leftJoin(listed.as('listed'), (join) => join.onTrue())
    .select(['users.id as user_id', 'users.first_name', 'users.last_name'])
    .selectAll('listed')
    .orderBy('listed.list')
    .orderBy('listed.position')
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

/** The ready parcels with what each owes now (billing's dues: fee, storage until now, what was received): one statement. */
export async function readyWithPayment(db: Db, phone: string, storage: StorageClock): Promise<CounterParcel[]> {
  const rows = await readyQuery(db, phone, storage.organizationId).execute();
  const now = storage.now();
  return rows.map((row) => toCounterParcel(row, dueOfRow(row, now)));
}

/**
 * The counter's answer for a phone, or undefined when nobody and nothing has that phone. Two
 * statements, sent together, however many parcels: the customer with both lists and each ready
 * parcel's dues (customerAndParcels), and the open payments (openPaymentsOf; one more when the customer has kept credit). With the route's
 * session three round trips, and four when the search was a pickup or track code (its phone first);
 * test/server/parcels/read-round-trips.test.ts counts them.
 */
export async function counterAnswer(db: Db, phone: string, storage: StorageClock): Promise<CounterAnswer | undefined> {
  const [rows, payments] = await Promise.all([customerAndParcels(db, phone, storage.organizationId), openPaymentsOf(db, phone)]);
  const now = storage.now();
  const ready: CounterParcel[] = [];
  const onTheWay: CounterParcel[] = [];
  for (const row of rows) {
    if (row.list === 'READY') ready.push(toCounterParcel(row as ParcelRow, dueOfRow(row as ParcelRow & DueInputs, now)));
    else if (row.list === 'ON_THE_WAY') onTheWay.push(toCounterParcel(row as ParcelRow));
  }
  const user = rows[0];
  if (user?.user_id == null && ready.length === 0 && onTheWay.length === 0) return undefined;
  return {
    customer: { phone, firstName: user?.first_name ?? null, lastName: user?.last_name ?? null },
    ready,
    onTheWay,
    totalDue: amountDue(ready),
    unpriced: unpricedCount(ready),
    ...payments,
  };
}
