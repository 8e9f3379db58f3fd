import { parcelAmountDue } from '@contract/amount-due';
import { DEFAULT_STORAGE_RULE } from '@contract/arrival-calls';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { enteredAt, isoText } from '../arrival/parcel-eta';
import { storageFor } from '../arrival/storage-days';
import type { ParcelDue } from './parcel-dues';

/*
 * What `duesOf` (parcel-dues.ts) reads in five queries, as columns of the statement that reads the
 * parcels (`parcels` in scope), so a read of a customer's dues is one round trip: what the ledger
 * received for the parcel, whether an open online invoice or door delivery holds it, when it
 * arrived at Ulaanbaatar and the organisation's storage rule. Each correlated input is an index
 * probe, run only for a parcel waiting at Ulaanbaatar (DELIVERED), the only one whose dues are asked.
 */

const whenWaiting = (expression: ReturnType<typeof sql>) => sql`case when parcels.status = 'DELIVERED' then ${expression} end`;

/** The dues' inputs for the parcel in scope; `dueOfRow` turns them into its ParcelDue. */
export function dueInputColumns(db: Db, organizationId: number) {
  const rule = (column: 'storage_free_days' | 'storage_daily_fee', fallback: number) =>
    sql<number>`coalesce((select ${sql.ref(column)} from prices where organization_id = ${organizationId}), ${fallback})`;
  return [
    whenWaiting(sql`(select sum(received.amount) from ledger_payments received where received.parcel_id = parcels.id)`).as('paid_sum'),
    whenWaiting(sql`(select count(*) from payment_parcels held where held.open_parcel_id = parcels.id)`).as('pending_count'),
    whenWaiting(sql`(select count(*) from delivery_request_parcels held where held.open_parcel_id = parcels.id)`).as('delivery_count'),
    isoText(db, whenWaiting(enteredAt(db, 'DELIVERED'))).as('arrived_at'),
    rule('storage_free_days', DEFAULT_STORAGE_RULE.freeDays).as('free_days'),
    rule('storage_daily_fee', DEFAULT_STORAGE_RULE.dailyFee).as('daily_fee'),
  ] as const;
}

/** A row with the columns of dueInputColumns. */
export interface DueInputs {
  paid_sum: unknown;
  pending_count: unknown;
  delivery_count: unknown;
  arrived_at: string | null;
  free_days: unknown;
  daily_fee: unknown;
}

/**
 * The parcel's dues at `now` from its inputs, as duesOf gives them: storage only for a parcel waiting
 * at Ulaanbaatar with the fee on.
 */
export function dueOfRow(row: Pick<ParcelRow, 'id' | 'track_code' | 'price' | 'status'> & DueInputs, now: Date): ParcelDue {
  const dailyFee = Number(row.daily_fee);
  const storageFee =
    row.status === 'DELIVERED' && row.arrived_at && dailyFee > 0
      ? storageFor(row.arrived_at, { freeDays: Number(row.free_days), dailyFee }, now).fee
      : 0;
  const parcel = { fee: row.price, storageFee, paidAmount: row.paid_sum === null ? 0 : Number(row.paid_sum) };
  return {
    id: row.id,
    trackCode: row.track_code,
    ...parcel,
    due: parcelAmountDue(parcel),
    paymentPending: Number(row.pending_count) > 0,
    inDelivery: Number(row.delivery_count) > 0,
  };
}
