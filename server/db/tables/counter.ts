import type { Generated } from 'kysely';
import type { EbarimtStatus, PaymentMethod } from '@contract';
import type { OptionalColumn, Timestamp } from '../column-types';

// The counter: handovers for money, the parcels in each, and the customers' pickup codes.
// The Database type that joins every table is in ../schema.ts.

/** Parcels given to a customer at the counter for money; `voided_at` when taken back. */
export interface HandoverTable {
  id: Generated<number>;
  phone: string;
  staff_id: number;
  method: PaymentMethod;
  total: number;
  amount_received: number;
  created_at: Timestamp;
  voided_at: Timestamp | null;
  voided_by: number | null;
  ebarimt_id: OptionalColumn<string>;
  ebarimt_status: OptionalColumn<EbarimtStatus>;
  /** PosAPI's date of the receipt, which returning it needs. */
  ebarimt_date: OptionalColumn<string>;
  customer_tin: OptionalColumn<string>;
  /** What was taken off the total from the customer's kept money (billing/customer-credit.ts). */
  credit_used: Generated<number>;
}

/** Each parcel of a handover with the fee and measures it was paid by (frozen). */
export interface HandoverParcelTable {
  handover_id: number;
  parcel_id: number;
  fee: number;
  /** Storage days charged past the free ones, 0 when none. */
  storage_fee: Generated<number>;
  weight_kg: number | null;
  width_cm: number | null;
  height_cm: number | null;
  length_cm: number | null;
}

/** A customer's open pickup code (unique), replaced after each handover. */
export interface PickupCodeTable {
  phone: string;
  code: string;
  created_at: Timestamp;
}
