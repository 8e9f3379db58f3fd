import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, OpenDatabase } from '../db/database';
import { HttpError } from './http-error';
import type { LoginGuard } from './rate-limit/limits';

/**
 * The server's Prometheus metrics, in a registry of its own (never prom-client's global one, so
 * tests and the benchmark can build several apps in one process). Served by metrics-server.ts on
 * METRICS_HOST:METRICS_PORT, never on the public port.
 */
export interface Metrics {
  registry: Registry;
  /** Counts one answered request; `route` is the route's pattern (`/api/staff/parcels/:trackCode`), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The login guard, counting each lock it answers (429 from the guard itself). */
  countLoginLocks(guard: LoginGuard): LoginGuard;
  /** One-time codes sent (by purpose) and refused (by the limit or budget that refused them): the SMS bill. */
  sms: SmsCounters;
  /** Reads the database-backed figures (pool, outbox) on every scrape. */
  watchDatabase(database: OpenDatabase): void;
}

/** What /metrics counts of one-time codes: sent (by purpose) and refused (by which limit or budget). */
export interface SmsCounters {
  sent(purpose: string): void;
  refused(reason: string): void;
}

/** Latency buckets in seconds: look-ups answer in milliseconds, an import in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The version in package.json, for the metrics and the API reference. */
export function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createMetrics({ defaultMetrics = true }: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'achaa_' });

  const requests = new Counter({
    name: 'achaa_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'achaa_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'achaa_rate_limited_total',
    help: 'Requests refused with 429 (rate limits, login locks, the password hashing queue), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const loginLocks = new Counter({
    name: 'achaa_login_locks_total',
    help: 'Password checks refused because the phone, device or IP is locked',
    registers: [registry],
  });
  const smsSent = new Counter({
    name: 'achaa_sms_sent_total',
    help: 'One-time codes handed to the SMS provider, by purpose (verify, reset, change)',
    labelNames: ['purpose'] as const,
    registers: [registry],
  });
  const smsRefused = new Counter({
    name: 'achaa_sms_refused_total',
    help: 'One-time codes not sent, by what refused them (budget: the company budget; network, account-day, requester-phone, phone-day: the limits)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'achaa_build_info',
    help: 'Always 1; the labels say what runs',
    labelNames: ['version', 'node'] as const,
    registers: [registry],
  }).set({ version: packageVersion(), node: process.version }, 1);

  type CounterChild = ReturnType<typeof requests.labels>;
  const children = new Map<string, { count: CounterChild; latency: ReturnType<typeof latency.labels>; refused?: CounterChild }>();
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      // prom-client hashes a label object on every call; the few children a server has are kept instead.
      const key = `${method} ${route} ${statusCode}`;
      let series = children.get(key);
      if (!series) {
        const status = String(statusCode);
        series = { count: requests.labels(method, route, status), latency: latency.labels(method, route, status) };
        children.set(key, series);
        if (statusCode === 429) series.refused = rateLimited.labels(route);
      }
      series.count.inc();
      series.latency.observe(seconds);
      series.refused?.inc();
    },
    countLoginLocks(guard) {
      return {
        async begin(subject, log) {
          try {
            return await guard.begin(subject, log);
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 429) loginLocks.inc();
            throw error;
          }
        },
      };
    },
    sms: {
      sent: (purpose) => smsSent.inc({ purpose }),
      refused: (reason) => smsRefused.inc({ reason }),
    },
    watchDatabase(database) {
      watchPool(registry, database.pool);
      watchOutbox(registry, database.db);
      watchEbarimt(registry, database.db);
    },
  };
}

/** PostgreSQL's pool: connections in use and requests waiting for one. SQLite has no pool: nothing is reported. */
function watchPool(registry: Registry, pool: OpenDatabase['pool']): void {
  if (!pool) return;
  new Gauge({
    name: 'achaa_db_pool_in_use',
    help: 'PostgreSQL connections of this instance busy with a query',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'achaa_db_pool_waiting',
    help: 'Queries of this instance waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/** The push outbox: rows still to send, and rows given up (kept until pruned). One small query per scrape. */
function watchOutbox(registry: Registry, db: Db): void {
  let last: Promise<{ backlog: number; failed: number }> | undefined;
  // Both gauges are read in one scrape: one query serves the pair.
  const read = () =>
    (last ??= db
      .selectFrom('notification_outbox')
      .select([
        sql<number>`count(case when sent_at is null and failed_at is null then 1 end)`.as('backlog'),
        sql<number>`count(failed_at)`.as('failed'),
      ])
      .executeTakeFirstOrThrow()
      .then((row) => ({ backlog: Number(row.backlog), failed: Number(row.failed) }))
      .finally(() => setImmediate(() => (last = undefined))));
  new Gauge({
    name: 'achaa_push_outbox_backlog',
    help: 'Push notifications queued and not yet sent (the whole outbox, every instance)',
    registers: [registry],
    async collect() {
      this.set((await read()).backlog);
    },
  });
  new Gauge({
    name: 'achaa_push_outbox_failed',
    help: 'Push notifications given up after their last attempt, still in the outbox',
    registers: [registry],
    async collect() {
      this.set((await read()).failed);
    },
  });
}

/** The e-barimt outbox: receipts by state, and how long the oldest one still to issue has waited. */
function watchEbarimt(registry: Registry, db: Db): void {
  new Gauge({
    name: 'achaa_ebarimt_receipts',
    help: 'E-barimt receipts by state (PENDING, ISSUED, FAILED, RETURNED, RETURN_FAILED), every instance',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('ebarimt_receipts')
        .select(['status', sql<number>`count(*)`.as('count')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const status of ['PENDING', 'ISSUED', 'FAILED', 'RETURNED', 'RETURN_FAILED']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'achaa_ebarimt_oldest_pending_seconds',
    help: 'Age of the oldest e-barimt receipt still to issue (0 when none): PosAPI down for that long',
    registers: [registry],
    async collect() {
      const oldest = await db
        .selectFrom('ebarimt_receipts')
        .select('created_at')
        .where('status', '=', 'PENDING')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(new Date(oldest.created_at).toISOString())) / 1000) : 0);
    },
  });
}

/** What a request is counted under: the matched route's pattern, or one label for everything unmatched. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  // Files of the build share one label, and so do the PWA's pages and 404s (the not-found handler):
  // a scan of random URLs cannot grow the label set.
  if (pattern === undefined) return 'unmatched';
  return pattern.includes('*') ? 'static' : pattern;
}

/** Counts every answer by route pattern, so routes added later need no change here. */
export const metricsPlugin = fp<{ metrics: Metrics }>(
  async (app: FastifyInstance, { metrics }) => {
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
