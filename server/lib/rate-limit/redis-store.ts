import { Redis } from 'ioredis';
import type { RateLimitStore } from './store';

/** Shared counters, so every instance behind a load balancer sees the same failures and hits. */
export function createRedisStore(url: string, keyPrefix = 'achaa:rl:'): RateLimitStore {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      // SET NX starts the window once; INCR keeps the TTL, so the window never slides.
      const results = await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      const count = Number(results?.[1]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetInMs: ttl };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
