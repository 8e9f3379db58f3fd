import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { DEFAULT_REDIS_KEY_PREFIX, openRedis } from '../redis-connection';
import { createMemoryStore } from './memory-store';
import { RateLimitStoreUnavailable, type RateLimitStore } from './store';

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
export function createRedisStore(url: string, { keyPrefix = DEFAULT_REDIS_KEY_PREFIX, logger }: RedisStoreOptions = {}): RateLimitStore {
  const connection = openRedis(url, keyPrefix, {
    down: (error) => logger?.warn({ err: error }, 'redis is unreachable: per-process limits, logins refused'),
    up: () => logger?.info('redis is reachable again: shared rate limits resume'),
  });
  const { send } = connection;
  const redis = connection.redis as ScriptedRedis;
  redis.defineCommand('takeAttempt', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  redis.defineCommand('giveBackAttempt', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });

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
    ping: connection.ping,
    async close() {
      await fallback.close();
      await connection.close();
    },
  };
}
