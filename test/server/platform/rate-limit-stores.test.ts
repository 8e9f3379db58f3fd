import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../server/lib/rate-limit/memory-store';
import { createRedisStore } from '../../../server/lib/rate-limit/redis-store';
import type { RateLimitStore } from '../../../server/lib/rate-limit/store';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';

const redisUp = await redisReachable();
const stores: RateLimitStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesLikeAWindowCounter(make: () => RateLimitStore) {
  it('counts hits in one window and reports the time left', async () => {
    const store = make();
    expect((await store.hit('k1', 60_000)).count).toBe(1);
    const second = await store.hit('k1', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('keeps the window fixed from the first hit and starts over after it', async () => {
    const store = make();
    await store.hit('k2', 150);
    await sleep(80);
    expect((await store.hit('k2', 150)).resetInMs).toBeLessThanOrEqual(80);
    await sleep(120);
    expect((await store.hit('k2', 150)).count).toBe(1);
  });

  it('forgets a key on reset and keeps keys apart', async () => {
    const store = make();
    await store.hit('k3', 60_000);
    await store.hit('k4', 60_000);
    await store.reset('k3');
    expect((await store.hit('k3', 60_000)).count).toBe(1);
    expect((await store.hit('k4', 60_000)).count).toBe(2);
  });

  it('take: counts every parallel attempt exactly once, and the first one past the quota starts the lock', async () => {
    const store = make();
    const quota = { max: 5, windowMs: 60_000, lockMs: 600_000 };
    const states = await Promise.all(Array.from({ length: 40 }, () => store.take('k5', quota)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(states.filter((state) => state.count <= quota.max)).toHaveLength(5);
    // From the sixth on the key lives the lock's 10 minutes, not the window's one.
    expect(states.find((state) => state.count === 6)!.resetInMs).toBeGreaterThan(590_000);
    expect(states.find((state) => state.count === 3)!.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('giveBack: returns one attempt of a live window, and never revives an ended one', async () => {
    const store = make();
    const quota = { max: 2, windowMs: 100, lockMs: 100 };
    await store.take('k6', quota);
    await store.take('k6', quota);
    await store.giveBack('k6');
    expect((await store.take('k6', quota)).count).toBe(2);
    await sleep(150);
    await store.giveBack('k6');
    expect((await store.take('k6', quota)).count).toBe(1);
  });
}

describe('memory rate-limit store', () => {
  behavesLikeAWindowCounter(() => {
    const store = createMemoryStore();
    stores.push(store);
    return store;
  });
});

describe.skipIf(!redisUp)(`Redis rate-limit store (${TEST_REDIS_URL})`, () => {
  behavesLikeAWindowCounter(() => {
    const store = createRedisStore(TEST_REDIS_URL, { keyPrefix: uniqueRedisPrefix() });
    stores.push(store);
    return store;
  });

  it('shares counts between two stores, as two server instances would', async () => {
    const keyPrefix = uniqueRedisPrefix();
    const a = createRedisStore(TEST_REDIS_URL, { keyPrefix });
    const b = createRedisStore(TEST_REDIS_URL, { keyPrefix });
    stores.push(a, b);
    await a.hit('shared', 60_000);
    expect((await b.hit('shared', 60_000)).count).toBe(2);
    await a.take('shared-attempt', { max: 1, windowMs: 60_000, lockMs: 60_000 });
    expect((await b.take('shared-attempt', { max: 1, windowMs: 60_000, lockMs: 60_000 })).count).toBe(2);
  });
});
