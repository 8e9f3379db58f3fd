import type { ColumnType, Generated } from 'kysely';
import type { ParcelStatus } from '@contract';
import type { Timestamp } from '../column-types';

// What the server keeps for itself: shared secrets, the push outbox, the audit log, the running instances.
// The Database type that joins every table is in ../schema.ts.

/** Secrets every instance shares (e.g. the device-cookie key), created once by whichever instance needs one first. */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/** A parcel status, or the delivery request's OUT_FOR_DELIVERY. */
/** TRIP_ARRIVED and LOST: the parcel's truck reached Ulaanbaatar; a parcel missing from its truck was not found. */
export type NotificationEvent = ParcelStatus | 'OUT_FOR_DELIVERY' | 'LATE' | 'STORAGE_ENDING' | 'PAID' | 'TRIP_ARRIVED' | 'LOST';

/** One notification for one subscription; the push worker claims, sends and marks it. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  event: NotificationEvent;
  track_code: string;
  created_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  claim_token: string | null;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
}

/** One staff or admin action that changed data (server/modules/audit/): append-only, triggers refuse updates and deletes. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** The staff member; null for the system. */
  actor_id: number | null;
  /** `parcel.move`, `handover.create`, `staff.update`… (contract/audit.ts). */
  action: string;
  /** What it was done to: a track code, a phone, `warehouse:3`. */
  object: string;
  /** JSON of the fields before and after (null where there was nothing). */
  before: string | null;
  after: string | null;
  /** Where the change was made: null in the app, `CLI` by the admin command line (`npm run admin`). */
  via: ColumnType<'CLI' | null, 'CLI' | null | undefined, never>;
}

/** The server processes running on this database, each renewing its row (server/lib/instance-registry.ts). */
export interface ServerInstanceTable {
  /** `host:port` of the process, so a restarted instance takes its own row back. */
  instance: string;
  /** 1 when the instance counts its rate limits in Redis (shared), 0 in its own memory. */
  shared_limits: number;
  /** Epoch milliseconds of the last renewal: past the lease, the instance counts as gone. */
  seen_at: number | string;
}

/** The SMS sent and refused in one budget period (`hour:2026-11-28T03` UTC, `day:2026-11-28` Ulaanbaatar): sms-budget.ts. */
export interface SmsBudgetTable {
  period: string;
  sent: Generated<number>;
  refused: Generated<number>;
}
