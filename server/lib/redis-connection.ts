import { Redis } from 'ioredis';

/**
 * A Redis that stops answering costs a request at most this long before the fallback (or a 503)
 * decides. Generous next to Redis's usual sub-millisecond answer, so a busy event loop is not
 * mistaken for an outage.
 */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
/** Reconnects keep trying for ever, backing off to this: Redis coming back is noticed within seconds. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** Every key the server writes in Redis starts with this unless REDIS_KEY_PREFIX names another. */
export const DEFAULT_REDIS_KEY_PREFIX = 'achaa:rl:';

export interface RedisConnection {
  redis: Redis;
  /** Runs a command, or fails at once while Redis is away (see below). */
  send<T>(command: () => Promise<T>): Promise<T>;
  /** Whether this connection answers now (GET /api/health asks each one the server holds). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One connection with the outage policy every Redis user here shares (docs/api.md, "Redis outages"):
 * until the first connection attempt ends, commands wait in ioredis's queue (bounded by the command
 * timeout), so a fresh instance works from its first request. After that, a command while
 * disconnected fails at once: no request waits for Redis to return and the queue never grows.
 * `down` is told once per outage (not per failed command), `up` when Redis is back.
 */
export function openRedis(url: string, keyPrefix: string, events: { down?(error: Error): void; up?(): void } = {}): RedisConnection {
  const redis = new Redis(url, {
    keyPrefix,
    // Queueing is only for the first connection (see `send`); a command cut off by a drop is not retried.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let reachable: boolean | undefined;
  redis.on('ready', () => {
    if (reachable === false) events.up?.();
    reachable = true;
  });
  // Without a listener ioredis prints every reconnect failure; one warning per outage is enough.
  redis.on('error', (error: Error) => {
    if (reachable !== false) events.down?.(error);
    reachable = false;
  });
  return {
    redis,
    send: <T>(command: () => Promise<T>): Promise<T> =>
      reachable !== undefined && redis.status !== 'ready' ? Promise.reject(new Error(`redis is ${redis.status}`)) : command(),
    ping: async () =>
      redis.status === 'ready' &&
      redis.ping().then(
        () => true,
        () => false,
      ),
    // QUIT needs a connection; without one, just stop reconnecting.
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
