import { refusedMove, type ErrorReason, type ParcelStatus } from '@contract';
import { reasonMessages } from '@contract/reason-messages';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { moveParcel, movedOr409 } from './move-parcel';

/*
 * Staff intake of a code a customer registered beforehand: the parcel keeps the customer as its
 * owner and moves to RECEIVED in one step, through moveParcel. Used by
 * the staff registration (a scan) and, line by line, by the CSV import.
 */

/**
 * What staff typed or scanned for a code. Without a phone, a pre-registered code is not taken in:
 * the answer names its claimant for staff to confirm against the box (PREREGISTERED_CONFIRM_PHONE).
 */
export interface IntakeScan {
  phone?: string | undefined;
  price?: number | null | undefined;
  status?: ParcelStatus | undefined;
}

/** A code a customer registered that no staff member has received yet. */
export const isPreRegistration = (row: ParcelRow) =>
  row.registered_by === 'customer' && row.status === 'REGISTERED' && row.state === 'ACTIVE';

/** Why this scan of an existing code cannot be taken in (Mongolian, and for the PWA), or null when it can. */
export function intakeRefusal(row: ParcelRow, scan: IntakeScan): { message: string; reason: ErrorReason } | null {
  if (!isPreRegistration(row)) return { message: reasonMessages.TRACK_CODE_TAKEN, reason: 'TRACK_CODE_TAKEN' };
  // Anyone may claim any code in advance: the phone on the box decides, so staff confirm it.
  if (scan.phone === undefined) {
    return { message: reasonMessages.PREREGISTERED_CONFIRM_PHONE(row.phone), reason: 'PREREGISTERED_CONFIRM_PHONE' };
  }
  if (scan.phone !== row.phone) {
    return { message: reasonMessages.PREREGISTERED_OTHER_PHONE(row.phone, scan.phone), reason: 'PREREGISTERED_OTHER_PHONE' };
  }
  const refusal = refusedMove(row.status, intakeStatus(scan));
  return refusal ? { message: refusal, reason: 'MOVE_REFUSED' } : null;
}

/** The refusal's message alone (a CSV line's error). */
export const refusedIntake = (row: ParcelRow, scan: IntakeScan): string | null => intakeRefusal(row, scan)?.message ?? null;

/** Intake means the parcel is at the warehouse: RECEIVED unless staff named a later status. */
export const intakeStatus = (scan: IntakeScan): ParcelStatus => (scan.status && scan.status !== 'REGISTERED' ? scan.status : 'RECEIVED');

/**
 * Takes a pre-registered parcel in (run inside the caller's transaction; the move tells its owner).
 * Throws 409 with the reason when the scan does not fit the
 * pre-registration, or when another request moved the parcel between the read and this write.
 */
export async function receivePreRegistered(db: Db, row: ParcelRow, scan: IntakeScan, staffId: number): Promise<void> {
  const refusal = intakeRefusal(row, scan);
  if (refusal) throw conflict(refusal.message, refusal.reason);
  movedOr409(await moveParcel(db, { parcel: row, to: intakeStatus(scan), by: staffId, price: scan.price ?? undefined }));
}
