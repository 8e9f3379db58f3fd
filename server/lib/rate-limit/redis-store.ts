import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createMemoryStore } from './memory-store';
import { RateLimitStoreUnavailable, type RateLimitStore } from './store';

/**
 * A Redis that stops answering costs a request at most this long before the fallback (or a 503)
 * decides. Generous next to Redis's usual sub-millisecond answer, so a busy event loop is not
 * mistaken for an outage.
 */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
/** Reconnects keep trying for ever, backing off to this: Redis coming back is noticed within seconds. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** INCR with the window set at the first attempt and stretched to the lock at the one that finds the quota spent. */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if count == tonumber(ARGV[2]) + 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  ttl = tonumber(ARGV[3])
end
return {count, ttl}`;

/** DECR only a live key: DECR alone would create a key with no expiry once the window has ended. */
const GIVE_BACK_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

interface ScriptedRedis extends Redis {
  takeAttempt(key: string, windowMs: number, max: number, lockMs: number): Promise<[number, number]>;
  giveBackAttempt(key: string): Promise<number>;
}

export interface RedisStoreOptions {
  keyPrefix?: string;
  /** Told when Redis goes away and when it comes back (once each, not per failed command). */
  logger?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** Shared counters, so every instance behind a load balancer sees the same attempts and hits. */
export function createRedisStore(url: string, { keyPrefix = 'achaa:rl:', logger }: RedisStoreOptions = {}): RateLimitStore {
  const redis = new Redis(url, {
    keyPrefix,
    // Queueing is only for the first connection (see `send`); a command cut off by a drop is not retried.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  }) as ScriptedRedis;
  redis.defineCommand('takeAttempt', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  redis.defineCommand('giveBackAttempt', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });

  let reachable: boolean | undefined;
  /**
   * Until the first connection attempt ends, commands wait in ioredis's queue (bounded by the command
   * timeout), so a fresh instance counts from its first request. After that, a command while
   * disconnected fails at once: no request waits for Redis to return and the queue never grows.
   */
  const send = <T>(command: () => Promise<T>): Promise<T> =>
    reachable !== undefined && redis.status !== 'ready' ? Promise.reject(new Error(`redis is ${redis.status}`)) : command();
  redis.on('ready', () => {
    if (reachable === false) logger?.info('redis is reachable again: shared rate limits resume');
    reachable = true;
  });
  // Without a listener ioredis prints every reconnect failure; one warning per outage is enough.
  redis.on('error', (error: Error) => {
    if (reachable !== false) logger?.warn({ err: error }, 'redis is unreachable: per-process limits, logins refused');
    reachable = false;
  });

  // Counts a plain limit would have lost go here while Redis is away.
  const fallback = createMemoryStore();
  const shared = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await send(command);
    } catch (error) {
      throw new RateLimitStoreUnavailable(error);
    }
  };

  return {
    scope: 'shared',
    async hit(key, windowMs) {
      try {
        // SET NX starts the window once; INCR keeps the TTL, so the window never slides.
        const results = await send(() => redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec());
        const count = Number(results?.[1]?.[1] ?? 0);
        const ttl = Number(results?.[2]?.[1] ?? windowMs);
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
    async take(key, { max, windowMs, lockMs }) {
      const [count, ttl] = await shared(() => redis.takeAttempt(key, windowMs, max, lockMs));
      return { count, resetInMs: ttl };
    },
    async giveBack(key) {
      await shared(() => redis.giveBackAttempt(key));
    },
    async reset(key) {
      await shared(() => redis.del(key));
    },
    async ping() {
      if (redis.status !== 'ready') return false;
      return redis.ping().then(
        () => true,
        () => false,
      );
    },
    async close() {
      await fallback.close();
      // QUIT needs a connection; without one, just stop reconnecting.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
