import { refusedMove, type ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict, messages } from '../../lib/http-error';
import { moveParcel, movedOr409, type FollowUp } from './move-parcel';

/*
 * Staff intake of a code a customer registered beforehand: the parcel keeps the customer as its
 * owner and moves to RECEIVED in one step, through moveParcel. Used by
 * the staff registration (a scan) and, line by line, by the CSV import.
 */

/** What staff typed or scanned for a code: the phone may be left out for a pre-registered one. */
export interface IntakeScan {
  phone?: string | undefined;
  price?: number | null | undefined;
  status?: ParcelStatus | undefined;
}

/** A code a customer registered that no staff member has received yet. */
export const isPreRegistration = (row: ParcelRow) =>
  row.registered_by === 'customer' && row.status === 'REGISTERED' && row.state === 'ACTIVE';

export const otherPhoneMessage = (owner: string, scanned: string) =>
  `Энэ трак кодыг ${owner} дугаартай хэрэглэгч урьдчилан бүртгүүлсэн, харин ${scanned} дугаар оруулсан байна. Аль нь зөвийг шалгаад дугаарыг засна уу`;

/** Why this scan of an existing code cannot be taken in (Mongolian), or null when it can. */
export function refusedIntake(row: ParcelRow, scan: IntakeScan): string | null {
  if (!isPreRegistration(row)) return messages.parcelExists;
  if (scan.phone !== undefined && scan.phone !== row.phone) return otherPhoneMessage(row.phone, scan.phone);
  return refusedMove(row.status, intakeStatus(scan));
}

/** Intake means the parcel is at the warehouse: RECEIVED unless staff named a later status. */
export const intakeStatus = (scan: IntakeScan): ParcelStatus => (scan.status && scan.status !== 'REGISTERED' ? scan.status : 'RECEIVED');

/**
 * Takes a pre-registered parcel in (run inside the caller's transaction) and answers the move's
 * follow-ups for the caller to queue. Throws 409 with the reason when the scan does not fit the
 * pre-registration, or when another request moved the parcel between the read and this write.
 */
export async function receivePreRegistered(db: Db, row: ParcelRow, scan: IntakeScan, staffId: number): Promise<FollowUp[]> {
  const reason = refusedIntake(row, scan);
  if (reason) throw conflict(reason);
  const moved = movedOr409(await moveParcel(db, { parcel: row, to: intakeStatus(scan), by: staffId, price: scan.price ?? undefined }));
  return moved.followUps;
}
