import { STAFF_ROLES } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { findParcelRow } from './parcel-repository';

/*
 * A code scanned at intake that is registered already: the 409 TRACK_CODE_TAKEN says where the
 * parcel is now and when and by whom it was received, so the worker holding the box knows whether
 * it is a second scan of today's parcel or an old one come back.
 */

/** The parcel's status now, and its first history row written by a staff account (the intake). */
export async function takenCodeDetails(db: Db, trackCode: string) {
  const row = await findParcelRow(db, trackCode);
  if (!row) return undefined;
  const intake = await db
    .selectFrom('parcel_status_history as history')
    .innerJoin('users', 'users.id', 'history.changed_by')
    .select(['history.changed_at', 'users.first_name', 'users.last_name'])
    .where('history.parcel_id', '=', row.id)
    .where('users.role', 'in', STAFF_ROLES)
    .orderBy('history.changed_at')
    .orderBy('history.id')
    .limit(1)
    .executeTakeFirst();
  return {
    status: row.status,
    at: toIso(intake?.changed_at ?? row.created_at),
    by: intake ? `${intake.first_name} ${intake.last_name}`.trim() : null,
  };
}

/** The same refusal with `existing` in its answer; any other error as it was. */
export async function withTakenDetails(db: Db, trackCode: string, error: unknown): Promise<unknown> {
  if (!(error instanceof HttpError) || error.reason !== 'TRACK_CODE_TAKEN') return error;
  const existing = await takenCodeDetails(db, trackCode);
  return existing ? new HttpError(error.statusCode, error.message, error.headers, error.reason, { existing }) : error;
}
