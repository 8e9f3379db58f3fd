import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_REDIS_KEY_PREFIX, openRedis } from '../../lib/redis-connection';

/** What a just-issued e-barimt shows (its lottery number and QR data): never in the database. */
export interface ShownReceipt {
  lottery: string;
  qrData: string;
}

/**
 * PosAPI asks that the lottery number is not stored: it is kept here an hour, for the customer's
 * open page and the counter's receipt. Neither call ever fails: a receipt that cannot be shown is
 * still registered (its id and state are in the database), so a payment never fails over this.
 */
export interface ShownReceipts {
  remember(key: string, shown: ShownReceipt): Promise<void>;
  recall(key: string): Promise<ShownReceipt | undefined>;
  /** `shared`: kept in Redis for every instance (its own connection); `local`: in this process only. */
  readonly scope: 'shared' | 'local';
  /** Whether that connection answers now (GET /api/health: down, another instance's poll misses the lottery). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const SHOWN_RECEIPT_TTL_MS = 60 * 60_000;

/** In this process only: right for one instance; with several, the one that issued it is the only one that shows it. */
export function createMemoryShownReceipts(ttlMs = SHOWN_RECEIPT_TTL_MS, max = 10_000, now: () => number = Date.now): ShownReceipts {
  const shown = new Map<string, ShownReceipt & { until: number }>();
  return {
    async remember(key, { lottery, qrData }) {
      if (shown.size >= max) shown.delete(shown.keys().next().value!);
      shown.set(key, { lottery, qrData, until: now() + ttlMs });
    },
    async recall(key) {
      const entry = shown.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        shown.delete(key);
        return undefined;
      }
      return { lottery: entry.lottery, qrData: entry.qrData };
    },
    scope: 'local',
    ping: async () => true,
    async close() {},
  };
}

function parseShown(value: string | null): ShownReceipt | undefined {
  if (value === null) return undefined;
  try {
    const { lottery, qrData } = JSON.parse(value) as Partial<ShownReceipt>;
    return typeof lottery === 'string' && typeof qrData === 'string' ? { lottery, qrData } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * In Redis (REDIS_URL), so the instance that answers the customer's next poll shows what another
 * one issued: `SET key value EX 3600`, gone by itself after the hour. While Redis is away the
 * receipt is kept in this process instead (the issuing instance still shows it) and a recall that
 * Redis cannot answer looks there: the answer then lacks the lottery at worst, never fails.
 */
export function createRedisShownReceipts(
  url: string,
  {
    keyPrefix = DEFAULT_REDIS_KEY_PREFIX,
    logger,
    ttlMs = SHOWN_RECEIPT_TTL_MS,
  }: { keyPrefix?: string; logger: FastifyBaseLogger; ttlMs?: number },
): ShownReceipts {
  const { redis, send, ping, close } = openRedis(url, `${keyPrefix}shown-receipt:`, {
    down: (error) =>
      logger.warn({ err: error }, 'redis is unreachable: e-barimt lottery numbers shown only by the instance that issued them'),
    up: () => logger.info('redis is reachable again: e-barimt lottery numbers shared again'),
  });
  const local = createMemoryShownReceipts(ttlMs);
  return {
    async remember(key, { lottery, qrData }) {
      try {
        await send(() => redis.set(key, JSON.stringify({ lottery, qrData }), 'PX', ttlMs));
      } catch (error) {
        logger.warn({ key, err: error }, 'e-barimt lottery not shared (redis): shown by this instance only');
        await local.remember(key, { lottery, qrData });
      }
    },
    async recall(key) {
      try {
        const shared = parseShown(await send(() => redis.get(key)));
        if (shared) return shared;
      } catch (error) {
        logger.warn({ key, err: error }, 'e-barimt lottery not read (redis)');
      }
      return local.recall(key);
    },
    scope: 'shared',
    ping,
    close,
  };
}

/** Redis when the server has one (shared by every instance), else this process's memory. */
export function createShownReceipts(redis: { url: string; keyPrefix?: string } | undefined, logger: FastifyBaseLogger): ShownReceipts {
  return redis ? createRedisShownReceipts(redis.url, { keyPrefix: redis.keyPrefix, logger }) : createMemoryShownReceipts();
}
