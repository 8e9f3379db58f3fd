import type { Generated } from 'kysely';
import type { EbarimtStatus } from '@contract';
import type { OptionalColumn, OptionalTimestamp, Timestamp } from '../column-types';

// The e-barimt outbox (migration 2026-11-28-0360). The Database type that joins every table is in ../schema.ts.

/** What money a receipt is for: a counter handover, an online payment, a door-delivery collection. */
export type ReceiptSource = 'HANDOVER' | 'PAYMENT' | 'DELIVERY';

/**
 * One receipt to issue, written in the transaction that records the money (server/modules/ebarimt).
 * Its lines are frozen then; the worker claims it (`claim_token` until `claimed_until`), makes one
 * PosAPI call per claim and records the outcome under that claim. Only the receipt's id and date are
 * kept of PosAPI's answer: its lottery number and QR are never stored.
 */
export interface EbarimtReceiptTable {
  id: Generated<number>;
  source: ReceiptSource;
  source_id: number;
  phone: string;
  /** Whole tugrik, the sum of the lines. */
  amount: number;
  /** JSON: [{trackCode, amount}], one per parcel or fee paid. */
  lines: string;
  /** PosAPI's payment code: CASH or PAYMENT_CARD. */
  payment_code: string;
  /** As typed: a 7-digit register number (turned into the TIN before issuing) or the TIN. */
  customer_tin: OptionalColumn<string>;
  /** The person's e-barimt consumer number (8 digits), frozen from their profile. */
  consumer_no: OptionalColumn<string>;
  status: EbarimtStatus;
  receipt_id: OptionalColumn<string>;
  /** PosAPI's date of the receipt, which returning it needs. */
  receipt_date: OptionalColumn<string>;
  /** PosAPI's words when it refused (FAILED, RETURN_FAILED), or why a receipt waits. */
  message: OptionalColumn<string>;
  /** 1: the money was taken back (undo, refund); the receipt is returned once it is issued. */
  return_wanted: Generated<number>;
  /** 1: a POST went out whose answer was lost: the next one carries the same billIdSuffix, which PosAPI refuses twice. */
  sent: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: OptionalTimestamp;
  claim_token: OptionalColumn<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
