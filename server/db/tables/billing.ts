import type { Generated } from 'kysely';
import type { ChargeKind, MoneyMethod, MoneySource } from '@contract';
import type { OptionalColumn, Timestamp } from '../column-types';

// Money: the idempotency store of the money routes and the ledger.
// The Database type that joins every table is in ../schema.ts.

/** One `Idempotency-Key` of one caller on one route (scope), and the answer it got. */
export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  request_hash: string;
  /** Null while the first attempt runs. */
  status_code: number | null;
  answer: string | null;
  created_at: Timestamp;
  locked_until: Timestamp;
  expires_at: Timestamp;
}

/** The ledger's common columns: whole tugrik (a reversal negated), whose money, and the event it belongs to. */
interface LedgerRowColumns {
  id: Generated<number>;
  /** Null for a door delivery's own fee (and its payment). */
  parcel_id: number | null;
  phone: string;
  amount: number;
  handover_id: OptionalColumn<number>;
  payment_id: OptionalColumn<number>;
  delivery_id: OptionalColumn<number>;
  /** The row this one takes back (unique: a row is reversed once). */
  reverses_id: OptionalColumn<number>;
  /** Who took the money or made the change; null for QPay's own confirmation. */
  staff_id: OptionalColumn<number>;
  note: OptionalColumn<string>;
  created_at: Timestamp;
}

/** A charge: what a parcel's transport or storage, or a door delivery, costs. */
export interface LedgerChargeTable extends LedgerRowColumns {
  kind: ChargeKind;
}

/** A payment: money received, by method and where. */
export interface LedgerPaymentTable extends LedgerRowColumns {
  method: MoneyMethod;
  source: MoneySource;
}
