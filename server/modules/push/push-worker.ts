import pLimit from 'p-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  pruneOldNotifications,
  retryNotificationLater,
  type ClaimedNotification,
} from './notification-outbox';
import { pushMessage } from './push-message';
import { sendPush } from './push-sender';
import { dropPushSubscription } from './push-subscription-repository';
import type { VapidKeys } from './vapid-keys';

export interface PushWorkerOptions {
  db: Db;
  vapid: VapidKeys;
  allowedOrigins: readonly string[];
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due rows. */
  pollMs?: number;
  /** First retry delay; doubled per attempt up to an hour. */
  retryBaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claim holds a row; past it another worker (or this one after a restart) takes it. */
  leaseMs?: number;
}

/** Polls the outbox once started; `stop` waits for the batch in flight. */
export interface PushWorker extends RepeatingTask {
  /** Claims and sends one batch; answers how many rows it handled. */
  runOnce(): Promise<number>;
}

const HOUR_MS = 60 * 60 * 1000;
const SEND_CONCURRENCY = 4;

export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db, vapid, allowedOrigins, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const limit = pLimit(SEND_CONCURRENCY);
  const retryDelayMs = (attempts: number) => Math.min(retryBaseMs * 2 ** (attempts - 1), HOUR_MS);

  async function deliver(claimed: ClaimedNotification): Promise<void> {
    const message = pushMessage(claimed.event, claimed.trackCode, claimed.language);
    const outcome = await sendPush(claimed, JSON.stringify(message), vapid, allowedOrigins);
    if (outcome === 'sent') return markNotificationSent(db, claimed);
    if (outcome === 'gone') return dropPushSubscription(db, claimed.subscriptionId);
    if (outcome === 'retry' && claimed.attempts < maxAttempts) {
      return retryNotificationLater(db, claimed, retryDelayMs(claimed.attempts));
    }
    log.warn({ notification: claimed.id, outcome, attempts: claimed.attempts }, 'push notification given up');
    return markNotificationFailed(db, claimed);
  }

  /**
   * A row whose send throws (a stored key web-push cannot use, a database hiccup while marking it)
   * is retried like a push service's 5xx and failed after its last attempt; the batch goes on. An
   * uncaught throw used to end the batch with the row still claimed, so it came back after the
   * lease with one more attempt, forever.
   */
  async function deliverOrSettle(claimed: ClaimedNotification): Promise<void> {
    try {
      await deliver(claimed);
    } catch (error) {
      const lastAttempt = claimed.attempts >= maxAttempts;
      log.warn({ err: error, notification: claimed.id, attempts: claimed.attempts, lastAttempt }, 'push notification could not be sent');
      try {
        if (lastAttempt) await markNotificationFailed(db, claimed);
        else await retryNotificationLater(db, claimed, retryDelayMs(claimed.attempts));
      } catch (markError) {
        // The claim's lease runs out and the row comes back: nothing is lost, the batch goes on.
        log.error({ err: markError, notification: claimed.id }, 'could not record a failed push notification');
      }
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueNotifications(db, batchSize, leaseMs);
    await Promise.all(claimed.map((row) => limit(() => deliverOrSettle(row))));
    return claimed.length;
  }

  let prunedAt = 0;
  /** At most once an hour, when a batch came back short (the worker is idle). */
  async function pruneWhenDue(): Promise<void> {
    if (Date.now() - prunedAt < HOUR_MS) return;
    prunedAt = Date.now();
    await pruneOldNotifications(db);
  }

  const loop = repeatingTask(
    pollMs,
    async (isRunning) => {
      // A full batch means more may be due: keep going without waiting.
      while (isRunning() && (await runOnce()) === batchSize);
      if (isRunning()) await pruneWhenDue();
    },
    (error) => log.error({ err: error }, 'push worker batch failed'),
  );

  return { ...loop, runOnce };
}
