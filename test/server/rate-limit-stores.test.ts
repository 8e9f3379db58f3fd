import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../server/lib/rate-limit/memory-store';
import { createRedisStore } from '../../server/lib/rate-limit/redis-store';
import type { RateLimitStore } from '../../server/lib/rate-limit/store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 6379), hostname, () => done(true));
  });
}

const redisUp = await reachable(REDIS_URL);
const stores: RateLimitStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

function behavesLikeAWindowCounter(make: () => RateLimitStore) {
  it('counts hits in one window and reports the time left', async () => {
    const store = make();
    expect(await store.peek('k1')).toBeNull();
    expect((await store.hit('k1', 60_000)).count).toBe(1);
    const second = await store.hit('k1', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek('k1'))?.count).toBe(2);
  });

  it('keeps the window fixed from the first hit and starts over after it', async () => {
    const store = make();
    await store.hit('k2', 150);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await store.hit('k2', 150)).resetInMs).toBeLessThanOrEqual(80);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.peek('k2')).toBeNull();
    expect((await store.hit('k2', 150)).count).toBe(1);
  });

  it('forgets a key on reset and keeps keys apart', async () => {
    const store = make();
    await store.hit('k3', 60_000);
    await store.hit('k4', 60_000);
    await store.reset('k3');
    expect(await store.peek('k3')).toBeNull();
    expect((await store.peek('k4'))?.count).toBe(1);
  });
}

describe('memory rate-limit store', () => {
  behavesLikeAWindowCounter(() => {
    const store = createMemoryStore();
    stores.push(store);
    return store;
  });
});

describe.skipIf(!redisUp)(`Redis rate-limit store (${REDIS_URL})`, () => {
  // A random prefix per run: parallel runs and other data in that Redis stay untouched.
  const prefix = `achaa-test:${randomBytes(4).toString('hex')}:`;
  behavesLikeAWindowCounter(() => {
    const store = createRedisStore(REDIS_URL, prefix);
    stores.push(store);
    return store;
  });

  it('shares counts between two stores, as two server instances would', async () => {
    const a = createRedisStore(REDIS_URL, prefix);
    const b = createRedisStore(REDIS_URL, prefix);
    stores.push(a, b);
    await a.hit('shared', 60_000);
    expect((await b.hit('shared', 60_000)).count).toBe(2);
  });
});
