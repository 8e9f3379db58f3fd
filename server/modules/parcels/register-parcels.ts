import type { ParcelRegistrant, ParcelStatus } from '@contract';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/record-audit';
import { queueStatusNotifications } from '../push/notification-outbox';
import type { DetailColumns } from './parcel-details';
import { recordStatusRows } from './parcel-history';

/*
 * The one way a parcel comes to be (a staff scan, a CSV line, a customer's pre-registration, an
 * unclaimed box). In the caller's transaction it writes, for each new parcel:
 * - the parcels row in its first status;
 * - its first parcel_status_history row (MOVE), and for a staff registration its audit_log row;
 * - the owner's push notifications for that status (notification_outbox): no caller queues them.
 * The SQL trigger those writes fire (migrations 2026-11-27-0280 and -0290; row-level on SQLite,
 * once per statement on PostgreSQL): `dashboard_history_inserted` (after insert on
 * parcel_status_history), the day's stage count in dashboard_daily and, for a parcel registered
 * DELIVERED, `parcel_status_history.transit_ms` and `parcels.last_arrived_at`. Inserting the parcels
 * row itself fires none. Later statuses are moveParcels' (move-parcel.ts).
 */

export interface InsertedParcel {
  id: number;
  trackCode: string;
  status: ParcelStatus;
}

export interface NewParcelFields {
  trackCode: string;
  phone: string;
  price: number | null;
  status: ParcelStatus;
  note?: string;
  registeredBy?: ParcelRegistrant;
  /** The scale's figures and how the price was set, where known on intake. */
  details?: DetailColumns;
}

/**
 * Registers parcels; run it inside a transaction. A taken code fails the statement (unique
 * violation), unless `skipTaken`: then it is left out, and on PostgreSQL a registration of it still
 * in flight is waited for rather than raced. Answers the parcels registered.
 */
export async function registerParcels(
  db: Db,
  parcels: readonly NewParcelFields[],
  changedBy: number | null,
  { skipTaken = false } = {},
): Promise<InsertedParcel[]> {
  if (parcels.length === 0) return [];
  const now = new Date().toISOString();
  let insert = db.insertInto('parcels').values(
    parcels.map((fields) => ({
      track_code: fields.trackCode,
      phone: fields.phone,
      price: fields.price,
      status: fields.status,
      note: fields.note ?? null,
      registered_by: fields.registeredBy ?? 'staff',
      state: 'ACTIVE' as const,
      created_at: now,
      updated_at: now,
      ...fields.details,
    })),
  );
  if (skipTaken) insert = insert.onConflict((conflict) => conflict.column('track_code').doNothing());
  const inserted = await insert.returning(['id', 'status', 'track_code as trackCode']).execute();
  await recordStatusRows(
    db,
    inserted.map((parcel) => ({ parcelId: parcel.id, status: parcel.status })),
    changedBy,
    now,
  );
  // Staff registrations are audited (a customer's pre-registration is their own business).
  const byStaff = new Map(
    parcels.filter((fields) => (fields.registeredBy ?? 'staff') === 'staff').map((fields) => [fields.trackCode, fields]),
  );
  await recordAudit(
    db,
    inserted
      .filter((parcel) => byStaff.has(parcel.trackCode))
      .map((parcel) => {
        const fields = byStaff.get(parcel.trackCode)!;
        return {
          actorId: changedBy,
          action: 'parcel.create' as const,
          object: parcel.trackCode,
          after: { phone: fields.phone, status: parcel.status, price: fields.price },
        };
      }),
    now,
  );
  // Registered in a status is told as a move into it (a parcel with no owner yet tells nobody).
  await queueStatusNotifications(db, inserted);
  return inserted;
}
