import type { z } from 'zod';
import type { pushSubscriptionInputSchema } from '@contract';
import type { Db } from '../../db/database';

type SubscriptionInput = z.output<typeof pushSubscriptionInputSchema>;

/**
 * Saves the browser's subscription for this user and session. The same endpoint again (the app
 * re-subscribes on every start) updates the keys, owner and session instead of adding a row: an
 * endpoint is one browser, so it belongs to whoever signed in there last.
 */
export async function savePushSubscription(db: Db, userId: number, sessionTokenHash: string, input: SubscriptionInput): Promise<void> {
  const fields = {
    user_id: userId,
    session_token_hash: sessionTokenHash,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ ...fields, endpoint: input.endpoint, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(fields))
    .execute();
}

/** Browsers one account may get notifications on; a new one beyond it replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Keeps the user's newest subscriptions only, so one account (or a script behind it) cannot grow the
 * table, and the outbox written per subscription, without bound.
 */
export async function keepNewestSubscriptions(db: Db, userId: number): Promise<void> {
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(MAX_SUBSCRIPTIONS_PER_USER);
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
}

/** Only the user's own subscription goes; another user's endpoint is left alone (and not revealed). */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute();
}

/** The push service said the subscription is gone (404/410): its pending notifications go with it. */
export async function dropPushSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
