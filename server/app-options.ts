import type { FastifyServerOptions } from 'fastify';
import type { OpenDatabase } from './db/database';
import type { ScryptParams } from './lib/password';
import type { PasswordHashingLimits } from './lib/password-hashing-queue';
import type { RateLimitConfig } from './lib/rate-limit/limits';
import type { Metrics } from './lib/metrics';
import type { RateLimitStore } from './lib/rate-limit/store';
import type { SmsSender } from './modules/sms/sms-sender';
import type { SmsBudgetLimits } from './modules/sms/sms-budget';
import type { PushWorkerOptions } from './modules/push/push-worker';
import type { VapidKeys } from './modules/push/vapid-keys';
import type { EbarimtOptions } from './modules/ebarimt/ebarimt-context';
import type { OnlinePayments } from './modules/payments/payment-settings';
import type { PhotoStore } from './modules/photos/photo-store';

// What buildApp (app.ts) takes: main.ts fills it from the configuration, tests from their needs.

export interface AppOptions {
  /** Migrated already; the caller owns it and destroys it (`database.db.destroy()`) after `app.close()`. */
  database: OpenDatabase;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The organisation this server runs for (GET /api/organization, staff edits). */
  organizationId?: number;
  /** OWASP strength unless a test asks for a cheaper cost to stay fast. */
  scryptParams?: ScryptParams;
  sessionTtlMs?: number;
  rateLimits?: Partial<RateLimitConfig>;
  /** Closed with the app. Given (tests), else Redis when `redis` is set, else in memory. */
  rateLimitStore?: RateLimitStore;
  /** Rate-limit counters, login locks and the e-barimt lottery just shown in this Redis, shared by every instance. */
  redis?: { url: string; keyPrefix?: string };
  passwordHashing?: Partial<PasswordHashingLimits>;
  /** The built PWA to serve; unset serves the API only. */
  staticDir?: string;
  allowedOrigins?: readonly string[];
  bodyLimit?: number;
  httpTimeouts?: Partial<HttpTimeouts>;
  push?: PushOptions;
  /** Deletes expired sessions at start and every `intervalMs` (main.ts: hourly; tests drive it themselves). */
  sessionSweep?: { intervalMs: number };
  /** The SMS provider for one-time codes; unset: none (the code in the log outside production, else the counter). */
  sms?: SmsSender;
  /** The company's SMS budget (SMS_BUDGET_HOUR, SMS_BUDGET_DAY); unset: DEFAULT_SMS_BUDGET. */
  smsBudget?: Partial<SmsBudgetLimits>;
  /** Prometheus metrics (server/lib/metrics.ts); main.ts serves them on their own port. */
  metrics?: Metrics;
  /** The clock of arrival estimates and storage days (tests move it); and the hourly late and storage watch (main.ts). */
  arrival?: { clock?: () => Date; watchIntervalMs?: number };
  /** QPay online payment (docs/payments.md); unset: off. */
  payments?: { online?: OnlinePayments };
  /** The e-barimt: PosAPI, the tax authority's lookups, the receipt worker (docs/payments.md); PosAPI unset: no receipts. */
  ebarimt?: EbarimtOptions;
  /** Intake photos' files (main.ts: PHOTO_STORE, else a folder beside the SQLite file); unset: in memory, for tests. */
  photos?: PhotoStore;
}

export interface PushOptions {
  /** Configured keys; unset, a pair generated once is kept in the database. */
  vapid?: Partial<VapidKeys>;
  /** Origins subscription endpoints may be on; the big browsers' push services by default. */
  allowedOrigins?: readonly string[];
  /** Runs the outbox worker in this process (main.ts does unless PUSH_WORKER is off; tests drive it themselves). */
  worker?: Partial<Pick<PushWorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxAttempts' | 'batchSize' | 'leaseMs'>>;
}

/** How long a connection may take; they bound what a slow client (slow-loris) can hold open. */
export interface HttpTimeouts {
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included (a 2 MB import on a slow phone connection fits). */
  requestMs: number;
  /** A connection with no bytes either way for this long is closed (an answer being worked on counts as idle). */
  idleMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  /** How often Node looks for connections past the header and request limits. */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  checkIntervalMs: 2_000,
};
