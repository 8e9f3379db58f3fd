import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { RefusedStartError } from './refused-start';
import { repeatingTask, type RepeatingTask } from './repeating-task';

/** An instance not renewed for this long counts as gone (crashed, or its host lost). */
export const INSTANCE_LEASE_MS = 45_000;
const RENEW_EVERY_MS = 15_000;

export interface InstanceIdentity {
  /** `host:port`: a restarted instance takes its own row back instead of meeting a ghost of itself. */
  instance: string;
  /** Rate limits and login locks counted in Redis (REDIS_URL), so shared with every other instance. */
  sharedLimits: boolean;
}

export class UnsafeInstancesError extends RefusedStartError {}

/** The other instances whose row was renewed within the lease. */
export async function liveInstances(db: Db, me: InstanceIdentity, now = Date.now()): Promise<InstanceIdentity[]> {
  const others = await db
    .selectFrom('server_instances')
    .select(['instance', 'shared_limits'])
    .where('instance', '!=', me.instance)
    .where('seen_at', '>', now - INSTANCE_LEASE_MS)
    .execute();
  return others.map((other) => ({ instance: other.instance, sharedLimits: Number(other.shared_limits) === 1 }));
}

/** Puts (or renews) this instance's row. */
async function renewInstance(db: Db, me: InstanceIdentity, now = Date.now()): Promise<void> {
  const row = { instance: me.instance, shared_limits: me.sharedLimits ? 1 : 0, seen_at: now };
  await db
    .insertInto('server_instances')
    .values(row)
    .onConflict((conflict) => conflict.column('instance').doUpdateSet({ shared_limits: row.shared_limits, seen_at: now }))
    .execute();
}

/**
 * Meets the other instances in the shared database (the one thing every instance of a deployment
 * shares, so no extra configuration to keep in step), refuses an unsafe mix, then joins them.
 * A refused instance leaves no row behind.
 */
export async function joinInstances(db: Db, me: InstanceIdentity): Promise<void> {
  refuseUnsharedLimits(me, await liveInstances(db, me));
  await renewInstance(db, me);
}

/**
 * Several instances with rate limits in their own memory would each allow the full count: five
 * password guesses per phone become five per instance. Refused at start-up, naming the instances.
 */
export function refuseUnsharedLimits(me: InstanceIdentity, others: readonly InstanceIdentity[]): void {
  if (others.length === 0) return;
  const unshared = [...(me.sharedLimits ? [] : [me]), ...others.filter((other) => !other.sharedLimits)];
  if (unshared.length === 0) return;
  const names = others.map((other) => other.instance).join(', ');
  throw new UnsafeInstancesError(
    `Refusing to start: other server instances use this database (${names}), and ${unshared.map((entry) => entry.instance).join(', ')} ` +
      'count rate limits and login locks in their own memory (no REDIS_URL), so each instance would allow the full number of ' +
      "attempts (and a customer's poll reaching another instance would miss the e-barimt lottery it shows). Set REDIS_URL (the same Redis) on every instance; see docs/deploy.md.",
  );
}

/** Renews this instance's row while it runs; `stop` removes it, so a clean shutdown frees the place at once. */
export function instanceHeartbeat(db: Db, me: InstanceIdentity, log: FastifyBaseLogger): RepeatingTask {
  const renew = repeatingTask(
    RENEW_EVERY_MS,
    () => renewInstance(db, me),
    (error) => log.warn({ err: error }, 'could not renew this instance in server_instances'),
  );
  return {
    start: () => renew.start(),
    async stop() {
      await renew.stop();
      await db
        .deleteFrom('server_instances')
        .where('instance', '=', me.instance)
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, 'could not remove this instance from server_instances'));
    },
  };
}
