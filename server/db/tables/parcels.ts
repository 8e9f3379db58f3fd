import type { ColumnType, Generated } from 'kysely';
import type { DeliveryState, ParcelHistoryEvent, ParcelStatus, PriceSource, RecordState } from '@contract';
import type { OptionalColumn, OptionalTimestamp, Timestamp } from '../column-types';

// Parcels, their history, claims on unclaimed ones, and door-delivery requests.
// The Database type that joins every table is in ../schema.ts.

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
  note: OptionalColumn<string>;
  registered_by: Generated<ParcelRegistrant>;
  /** Measured on intake (kg, cm), null while not; the fee by the rule comes from them. */
  weight_kg: OptionalColumn<number>;
  width_cm: OptionalColumn<number>;
  height_cm: OptionalColumn<number>;
  length_cm: OptionalColumn<number>;
  price_source: OptionalColumn<PriceSource>;
  /** The shelf place at the Ulaanbaatar warehouse (staff only). */
  shelf: OptionalColumn<string>;
  /** When the owner was told the parcel runs late / its free storage ends: each told once. */
  late_notified_at: OptionalTimestamp;
  storage_notified_at: OptionalTimestamp;
  /** Set while the parcel has no owner (taken in without a phone; `phone` is empty); cleared when a claim is approved. */
  unclaimed_at: OptionalTimestamp;
  /** The last DELIVERED move's time, kept by a trigger for the dashboard's waiting parcels (the 0280 migration). */
  last_arrived_at: ColumnType<Date | string | null, never, never>;
}

export interface ParcelStatusHistoryTable {
  id: Generated<number>;
  parcel_id: number;
  status: ParcelStatus;
  changed_by: number | null;
  changed_at: Timestamp;
  event: Generated<ParcelHistoryEvent>;
  /** JSON of an EDIT's changes (`ParcelFieldChanges`), else null. */
  details: string | null;
  /** A DELIVERED move's milliseconds since the parcel's last SENT (kept by a trigger; see the 0280 migration). */
  transit_ms: ColumnType<number | string | null, never, never>;
  /** The trip the row belongs to: loaded on, taken off, unloaded from. */
  trip_id: OptionalColumn<number>;
}

/** The dashboard's figures per Ulaanbaatar day and warehouse (0: the company), kept by triggers (the 0280 migration). */
export interface DashboardDailyTable {
  warehouse_id: number;
  day: string;
  figure: string;
  total: ColumnType<number | string, number, number>;
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
  /** The door-delivery fee when it was requested (frozen). */
  delivery_fee: Generated<number>;
}

export interface DeliveryRequestParcelTable {
  request_id: number;
  parcel_id: number;
  /** The parcel's id while the request is open, null after (unique: one open request per parcel). */
  open_parcel_id: number | null;
}

/** An intake photo of a parcel; the file is in the photo store under `storage_key`. */
export interface ParcelPhotoTable {
  id: Generated<number>;
  parcel_id: number;
  storage_key: string;
  /** What the bytes were sniffed as on upload: the one content-type they are served with. */
  media_type: string;
  byte_size: number;
  taken_by: number | null;
  taken_at: Timestamp;
}
