import type { Generated } from 'kysely';
import type { EbarimtStatus, PaymentStatus } from '@contract';
import type { Timestamp } from '../column-types';

// Online payments (QPay invoices) and the parcels each pays for.
// The Database type that joins every table is in ../schema.ts.

/** An online payment: a QPay invoice for some ready parcels (docs/payments.md). */
export interface PaymentTable {
  id: Generated<number>;
  phone: string;
  user_id: number | null;
  amount: number;
  status: PaymentStatus;
  invoice_id: string | null;
  qr_text: string | null;
  /** JSON of QPay's bank app links. */
  urls: string | null;
  customer_tin: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  ebarimt_id: string | null;
  ebarimt_status: EbarimtStatus | null;
  ebarimt_date: string | null;
  /** The door-delivery request this invoice pays (its fee is `delivery_fee`), if any. */
  delivery_id: number | null;
  delivery_fee: Generated<number>;
  /** When QPay was last asked about it: the worker takes the least recently checked first. */
  checked_at: Timestamp | null;
  /** Why we closed it (e.g. QPay no longer knows the invoice). */
  note: string | null;
}

/** A parcel of a payment; `open_parcel_id` while the invoice is open, `paid_parcel_id` once paid (both unique). */
export interface PaymentParcelTable {
  payment_id: number;
  parcel_id: number;
  fee: number;
  /** The storage fee due when the invoice was made (it is charged with the fee). */
  storage_fee: Generated<number>;
  open_parcel_id: number | null;
  paid_parcel_id: number | null;
}
