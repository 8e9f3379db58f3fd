import { randomBytes } from 'node:crypto';
import { PARCEL_STATUSES, PUSH_NOTIFIED_STATUSES, type ParcelStatus } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { lockedOnPostgres } from '../../db/locks';
import type { NotificationEvent, PushLanguage } from '../../db/schema';

const isParcelStatus = (event: NotificationEvent): event is ParcelStatus => (PARCEL_STATUSES as readonly string[]).includes(event);

/**
 * Queues one notification per subscription of each parcel's owner (the user with the parcel's
 * phone). Called inside the transaction that writes the status, so the notification exists exactly
 * when the change does. One INSERT … SELECT for the whole batch; nothing at all for statuses
 * customers are not told about.
 */
export async function queueParcelNotifications(db: Db, parcelIds: readonly number[], event: NotificationEvent): Promise<void> {
  if (parcelIds.length === 0) return;
  if (isParcelStatus(event) && !PUSH_NOTIFIED_STATUSES.includes(event)) return;
  const now = new Date().toISOString();
  await db
    .insertInto('notification_outbox')
    .columns(['subscription_id', 'event', 'track_code', 'created_at', 'next_attempt_at'])
    .expression(
      db
        .selectFrom('parcels')
        .innerJoin('users', 'users.phone', 'parcels.phone')
        .innerJoin('push_subscriptions', 'push_subscriptions.user_id', 'users.id')
        // An account that has not proved the phone (or changed to a new one since) is told nothing.
        .where('users.phone_verified_at', 'is not', null)
        .select([
          'push_subscriptions.id',
          sql.val(event).as('event'),
          'parcels.track_code',
          sql.val(now).as('created_at'),
          sql.val(now).as('next_attempt_at'),
        ])
        .where('parcels.id', 'in', parcelIds),
    )
    .execute();
}

/** The status-write hook: a parcel moved to `status` (or was created in it). */
export const queueStatusNotifications = (db: Db, changes: ReadonlyArray<{ id: number; status: ParcelStatus }>) =>
  Promise.all(
    [...new Set(changes.map((change) => change.status))].map((status) =>
      queueParcelNotifications(
        db,
        changes.filter((change) => change.status === status).map((change) => change.id),
        status,
      ),
    ),
  );

export interface ClaimedNotification {
  id: number;
  claimToken: string;
  attempts: number;
  event: NotificationEvent;
  trackCode: string;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
}

/**
 * Claims up to `limit` due rows for `leaseMs`: a compare-and-set on "unclaimed or lease expired",
 * checked again by the UPDATE itself, so two workers never hold one row. On PostgreSQL the rows are
 * picked `FOR UPDATE SKIP LOCKED`, so workers on other instances take other rows instead of
 * queueing behind each other. A worker that dies mid-send leaves the row to be claimed again after
 * the lease: a notification is never lost, and it is sent again only if the crash came after the
 * push service took it and before it was marked.
 */
export async function claimDueNotifications(db: Db, limit: number, leaseMs: number): Promise<ClaimedNotification[]> {
  const now = new Date();
  const nowIso = now.toISOString();
  const claimToken = randomBytes(12).toString('hex');
  let due = db
    .selectFrom('notification_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
    .orderBy('id')
    .limit(limit);
  due = lockedOnPostgres(db, due, { skipLocked: true });
  const claimed = await db
    .updateTable('notification_outbox')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      claim_token: claimToken,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('notification_outbox')
    .innerJoin('push_subscriptions', 'push_subscriptions.id', 'notification_outbox.subscription_id')
    .select(['notification_outbox.id', 'notification_outbox.attempts', 'notification_outbox.event', 'notification_outbox.track_code'])
    .select(['push_subscriptions.id as subscription_id', 'push_subscriptions.endpoint', 'push_subscriptions.p256dh'])
    .select(['push_subscriptions.auth', 'push_subscriptions.language'])
    .where(
      'notification_outbox.id',
      'in',
      claimed.map((row) => row.id),
    )
    .where('notification_outbox.claim_token', '=', claimToken)
    .orderBy('notification_outbox.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    claimToken,
    attempts: row.attempts,
    event: row.event,
    trackCode: row.track_code,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    language: row.language,
  }));
}

const ownClaim = (db: Db, claimed: Pick<ClaimedNotification, 'id' | 'claimToken'>) =>
  db.updateTable('notification_outbox').where('id', '=', claimed.id).where('claim_token', '=', claimed.claimToken);

export async function markNotificationSent(db: Db, claimed: ClaimedNotification): Promise<void> {
  await ownClaim(db, claimed).set({ sent_at: new Date().toISOString(), claimed_until: null }).execute();
}

export async function markNotificationFailed(db: Db, claimed: ClaimedNotification): Promise<void> {
  await ownClaim(db, claimed).set({ failed_at: new Date().toISOString(), claimed_until: null }).execute();
}

/** Releases the claim and sets the next try `delayMs` from now. */
export async function retryNotificationLater(db: Db, claimed: ClaimedNotification, delayMs: number): Promise<void> {
  await ownClaim(db, claimed)
    .set({ next_attempt_at: new Date(Date.now() + delayMs).toISOString(), claimed_until: null })
    .execute();
}

/** Sent and failed rows are only history: kept a week for a look, then deleted so the table stays small. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneOldNotifications(db: Db, keepMs = OUTBOX_KEEP_MS): Promise<number> {
  const cutoff = new Date(Date.now() - keepMs).toISOString();
  const result = await db
    .deleteFrom('notification_outbox')
    .where((eb) => eb.or([eb('sent_at', '<', cutoff), eb('failed_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
