import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import type { OpenDatabase } from './db/database';
import { loadServerSecret } from './db/server-secret';
import { messages } from './lib/http-error';
import { createDecoyHash, OWASP_SCRYPT_PARAMS, type ScryptParams } from './lib/password';
import { createPasswordHashingQueue, DEFAULT_PASSWORD_HASHING, type PasswordHashingLimits } from './lib/password-hashing-queue';
import { createLoginGuard, DEFAULT_RATE_LIMITS, type LoginGuard, type RateLimitConfig } from './lib/rate-limit/limits';
import { createMemoryStore } from './lib/rate-limit/memory-store';
import { createRedisStore } from './lib/rate-limit/redis-store';
import type { RateLimitStore } from './lib/rate-limit/store';
import { drainingPlugin } from './lib/draining';
import { metricsPlugin, type Metrics } from './lib/metrics';
import { untrustedProxyWarningPlugin } from './lib/proxy-check';
import { RequestLog } from './lib/request-log';
import { requestIdFor, requestIdPlugin } from './lib/request-id';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-provider';
import { addressRoutes } from './modules/addresses/address-routes';
import { auditRoutes } from './modules/admin/audit-routes';
import { dashboardRoutes } from './modules/admin/dashboard-routes';
import { myWorkRoutes } from './modules/admin/my-work-routes';
import { staffAccountRoutes } from './modules/admin/staff-account-routes';
import { counterRoutes } from './modules/counter/counter-routes';
import { pickupRoutes } from './modules/counter/pickup-routes';
import { reportRoutes } from './modules/counter/report-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { createDeviceCookies } from './modules/auth/device-cookie';
import { createPhoneCodes } from './modules/auth/phone-codes';
import { phoneRoutes } from './modules/auth/phone-routes';
import { staffCustomerRoutes } from './modules/auth/staff-customer-routes';
import { createUnconfiguredSmsSender, type SmsSender } from './modules/sms/sms-sender';
import { profileRoutes } from './modules/auth/profile-routes';
import { deliveryRoutes } from './modules/delivery/delivery-routes';
import { staffDeliveryRoutes } from './modules/delivery/staff-delivery-routes';
import { DEFAULT_PUSH_ALLOWED_ORIGINS } from './modules/push/push-origins';
import { pushRoutes } from './modules/push/push-routes';
import { createSessionSweeper } from './modules/auth/session-sweeper';
import { createPushWorker, type PushWorkerOptions } from './modules/push/push-worker';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { healthRoutes } from './modules/health/health-routes';
import { createArrivalEstimates } from './modules/arrival/trip-times';
import { arrivalRoutes } from './modules/arrival/arrival-routes';
import { createArrivalWatch } from './modules/arrival/arrival-watch';
import { claimRoutes } from './modules/claims/claim-routes';
import type { EbarimtClient } from './modules/payments/ebarimt-client';
import { paymentRoutes } from './modules/payments/payment-routes';
import { createShownReceipts, type OnlinePayments } from './modules/payments/payment-settings';
import { createPaymentWorker } from './modules/payments/payment-worker';
import { customerParcelRoutes } from './modules/parcels/customer-parcel-routes';
import { publicParcelRoutes } from './modules/parcels/public-parcel-routes';
import { staffParcelRoutes } from './modules/parcels/staff-parcel-routes';
import { contactsRoutes, staffContactsRoutes } from './modules/contacts/contacts-routes';
import { staffWarehouseRoutes } from './modules/warehouses/staff-warehouse-routes';
import { warehouseRoutes } from './modules/warehouses/warehouse-routes';
import { answerConnect } from './plugins/connect-method';
import { crossSiteGuardPlugin } from './plugins/cross-site-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { answerClientError, errorsPlugin, sendNotFound } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticFilesPlugin } from './plugins/static-files';

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
  /** Rate-limit counters and login locks in this Redis, shared by every instance. */
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
  /** Prometheus metrics (server/lib/metrics.ts); main.ts serves them on their own port. */
  metrics?: Metrics;
  /** The clock of arrival estimates and storage days (tests move it); and the hourly late and storage watch (main.ts). */
  arrival?: { clock?: () => Date; watchIntervalMs?: number };
  /** QPay online payment and the e-barimt (docs/payments.md); each unset: off. */
  payments?: { online?: OnlinePayments; ebarimt?: EbarimtClient };
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

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

const countLoginLocks = (metrics: Metrics | undefined, guard: LoginGuard) => (metrics ? metrics.countLoginLocks(guard) : guard);

/** Registers everything and never listens: main.ts listens, tests call `app.inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    clientErrorHandler: answerClientError,
    genReqId: requestIdFor,
    // A request arriving on a kept-alive connection while shutting down is still answered (with
    // `Connection: close`, see draining.ts), not refused: nothing is lost during a restart.
    return503OnClosing: false,
    // Malformed URLs (bad percent-encoding) are the client's mistake: 400 in our shape.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ code: 400, message: messages.badRequest });
    },
  });
  // Bodies are JSON (and the import's CSV): JSON sent as text/plain is a wrong media type, 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);

  const ctx = await createContext(app, options);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.rateLimitStore.close());
  await registerPlugins(app, options);
  for (const domain of ROUTES) await app.register(domain);
  runBackgroundWork(app, options, ctx);

  if (options.staticDir) await app.register(staticFilesPlugin, { root: options.staticDir });
  else app.setNotFoundHandler(sendNotFound);
  return app;
}

/** Every domain's routes, in the order they register. */
const ROUTES = [
  healthRoutes,
  warehouseRoutes,
  publicParcelRoutes,
  customerParcelRoutes,
  authRoutes,
  profileRoutes,
  addressRoutes,
  phoneRoutes,
  staffCustomerRoutes,
  contactsRoutes,
  staffContactsRoutes,
  staffParcelRoutes,
  staffWarehouseRoutes,
  pushRoutes,
  deliveryRoutes,
  staffDeliveryRoutes,
  counterRoutes,
  pickupRoutes,
  reportRoutes,
  arrivalRoutes,
  claimRoutes,
  paymentRoutes,
  auditRoutes,
  staffAccountRoutes,
  dashboardRoutes,
  myWorkRoutes,
];

/** What every route reads from `app.ctx`: the database, limits, secrets and outside services. */
async function createContext(app: FastifyInstance, options: AppOptions): Promise<AppContext> {
  const scryptParams = options.scryptParams ?? OWASP_SCRYPT_PARAMS;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  // Read before anything that needs closing is opened, so a database failure here leaks nothing.
  const { db } = options.database;
  const deviceCookieKey = await loadServerSecret(db, 'device-cookie');
  const phoneCodeKey = await loadServerSecret(db, 'phone-code');
  const push = {
    vapid: await loadVapidKeys(db, options.push?.vapid),
    allowedOrigins: options.push?.allowedOrigins ?? DEFAULT_PUSH_ALLOWED_ORIGINS,
  };
  const rateLimitStore =
    options.rateLimitStore ??
    (options.redis ? createRedisStore(options.redis.url, { keyPrefix: options.redis.keyPrefix, logger: app.log }) : createMemoryStore());
  return {
    database: options.database,
    db,
    reads: options.database.reads,
    organizationId: options.organizationId ?? 1,
    scryptParams,
    sessionTtlMs: options.sessionTtlMs ?? THIRTY_DAYS_MS,
    rateLimits,
    rateLimitStore,
    loginGuard: countLoginLocks(options.metrics, createLoginGuard(rateLimitStore, rateLimits.login)),
    passwordHashing: createPasswordHashingQueue({ ...DEFAULT_PASSWORD_HASHING, ...options.passwordHashing }),
    deviceCookies: createDeviceCookies(deviceCookieKey),
    decoyHash: createDecoyHash(scryptParams),
    push,
    sms: options.sms ?? createUnconfiguredSmsSender(app.log, process.env.NODE_ENV === 'production'),
    phoneCodes: createPhoneCodes(db, phoneCodeKey),
    arrival: createArrivalEstimates(options.database.reads, options.arrival?.clock),
    payments: { ...options.payments, shownReceipts: createShownReceipts() },
  };
}

/** What every request passes through before its route: errors, ids, draining, metrics, headers, session, CSRF. */
async function registerPlugins(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  app.server.on('connect', answerConnect);
  await app.register(requestIdPlugin);
  await app.register(drainingPlugin);
  await app.register(untrustedProxyWarningPlugin, { trustProxy: options.trustProxy ?? false });
  if (options.metrics) {
    options.metrics.watchDatabase(options.database);
    await app.register(metricsPlugin, { metrics: options.metrics });
  }
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(sessionPlugin);
  await app.register(crossSiteGuardPlugin, { allowedOrigins: options.allowedOrigins ?? [] });
}

/** A loop that runs while the app is open: started when it is ready, stopped (and awaited) when it closes. */
function whileOpen(app: FastifyInstance, work: { start(): void; stop(): Promise<void> | void }): void {
  app.addHook('onReady', async () => work.start());
  app.addHook('onClose', async () => work.stop());
}

/** The workers this process runs, each only where its options ask for it (tests drive them themselves). */
function runBackgroundWork(app: FastifyInstance, options: AppOptions, ctx: AppContext): void {
  const { db } = ctx;
  if (options.push?.worker) whileOpen(app, createPushWorker({ db, ...ctx.push, log: app.log, ...options.push.worker }));
  if (options.arrival?.watchIntervalMs) {
    const intervalMs = options.arrival.watchIntervalMs;
    whileOpen(app, createArrivalWatch({ db, estimates: ctx.arrival, organizationId: ctx.organizationId, log: app.log, intervalMs }));
  }
  const checkIntervalMs = options.payments?.online?.checkIntervalMs;
  if (checkIntervalMs) whileOpen(app, createPaymentWorker({ db, payments: ctx.payments, log: app.log, intervalMs: checkIntervalMs }));
  if (options.sessionSweep) whileOpen(app, createSessionSweeper({ db, log: app.log, intervalMs: options.sessionSweep.intervalMs }));
}
