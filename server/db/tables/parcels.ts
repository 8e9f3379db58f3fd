import type { ColumnType, Generated } from 'kysely';
import type { DeliveryState, ParcelHistoryEvent, ParcelStatus, PriceSource, RecordState } from '@contract';
import type { Timestamp } from '../timestamps';

// Parcels, their history, claims on unclaimed ones, and door-delivery requests. The Database type that joins them is in ../schema.ts.

/** Who created a parcel row: a customer pre-registering a code they expect, or staff. */
export type ParcelRegistrant = 'customer' | 'staff';

export interface ParcelTable {
  id: Generated<number>;
  track_code: string;
  phone: string;
  /** Null until staff know it (a customer's pre-registration has none). */
  price: number | null;
  status: ParcelStatus;
  state: RecordState;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The customer's short note of what is inside. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  registered_by: ColumnType<ParcelRegistrant, ParcelRegistrant | undefined, ParcelRegistrant>;
  /** Measured on intake (kg, cm), null while not; the fee by the rule comes from them. */
  weight_kg: ColumnType<number | null, number | null | undefined, number | null>;
  width_cm: ColumnType<number | null, number | null | undefined, number | null>;
  height_cm: ColumnType<number | null, number | null | undefined, number | null>;
  length_cm: ColumnType<number | null, number | null | undefined, number | null>;
  price_source: ColumnType<PriceSource | null, PriceSource | null | undefined, PriceSource | null>;
  /** The shelf place at the Ulaanbaatar warehouse (staff only). */
  shelf: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the owner was told the parcel runs late / its free storage ends: each told once. */
  late_notified_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  storage_notified_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Set while the parcel has no owner (taken in without a phone; `phone` is empty); cleared when a claim is approved. */
  unclaimed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface ParcelStatusHistoryTable {
  id: Generated<number>;
  parcel_id: number;
  status: ParcelStatus;
  changed_by: number | null;
  changed_at: Timestamp;
  event: ColumnType<ParcelHistoryEvent, ParcelHistoryEvent | undefined, ParcelHistoryEvent>;
  /** JSON of an EDIT's changes (`ParcelFieldChanges`), else null. */
  details: string | null;
}

export type ClaimState = 'OPEN' | 'APPROVED' | 'REFUSED';

/** A customer's claim on an unclaimed parcel; staff approve one (the parcel becomes theirs) and refuse the rest. */
export interface ParcelClaimTable {
  id: Generated<number>;
  parcel_id: number;
  user_id: number;
  /** The claimant's phone when claiming: the parcel's owner once approved. */
  phone: string;
  state: ClaimState;
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

export interface DeliveryRequestTable {
  id: Generated<number>;
  user_id: number;
  address_id: number | null;
  address_text: string;
  recipient: string;
  phone: string;
  note: string;
  state: DeliveryState;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DeliveryRequestParcelTable {
  request_id: number;
  parcel_id: number;
  /** The parcel's id while the request is open, null after (unique: one open request per parcel). */
  open_parcel_id: number | null;
}
