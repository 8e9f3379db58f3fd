import type { RateLimitStore, WindowState } from './store';

interface Entry {
  count: number;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/** One process only: with several instances behind a load balancer, use the Redis store. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const count = (key: string, windowMs: number): Entry => {
    const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
    entry.count += 1;
    entries.set(key, entry);
    return entry;
  };
  const state = (entry: Entry): WindowState => ({ count: entry.count, resetInMs: entry.expiresAt - now() });

  // Expired windows of IPs that never come back would otherwise pile up forever.
  const sweeper = setInterval(() => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  // No await between reading and writing an entry: each call is atomic within the process.
  return {
    scope: 'local',
    async hit(key, windowMs) {
      return state(count(key, windowMs));
    },
    async take(key, { max, windowMs, lockMs }) {
      const entry = count(key, windowMs);
      if (entry.count === max + 1) entry.expiresAt = now() + lockMs;
      return state(entry);
    },
    async giveBack(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      entries.delete(key);
    },
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
  };
}
