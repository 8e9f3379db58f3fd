import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import type { AppOptions } from './app-options';
import { loadServerSecret } from './db/server-secret';
import { createDecoyHash, OWASP_SCRYPT_PARAMS } from './lib/password';
import { createPasswordHashingQueue, DEFAULT_PASSWORD_HASHING } from './lib/password-hashing-queue';
import { createLoginGuard, DEFAULT_RATE_LIMITS, type LoginGuard } from './lib/rate-limit/limits';
import { createMemoryStore } from './lib/rate-limit/memory-store';
import { createRedisStore } from './lib/rate-limit/redis-store';
import type { Metrics } from './lib/metrics';
import { createArrivalEstimates } from './modules/arrival/trip-times';
import { createDeviceCookies } from './modules/auth/device-cookie';
import { createPhoneCodes } from './modules/auth/phone-codes';
import { createEbarimtContext } from './modules/ebarimt/ebarimt-context';
import { createMemoryPhotoStore } from './modules/photos/photo-store';
import { DEFAULT_PUSH_ALLOWED_ORIGINS } from './modules/push/push-origins';
import { loadVapidKeys } from './modules/push/vapid-keys';
import { createUnconfiguredSmsSender } from './modules/sms/sms-sender';
import { createSmsBudget, DEFAULT_SMS_BUDGET, type SmsBudgetLimits } from './modules/sms/sms-budget';
import { createAfterAnswer } from './lib/after-answer';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

const countLoginLocks = (metrics: Metrics | undefined, guard: LoginGuard) => (metrics ? metrics.countLoginLocks(guard) : guard);

/** The configured budget over the defaults, a variable left unset keeping its default. */
const smsBudgetLimits = (given: Partial<SmsBudgetLimits> = {}): SmsBudgetLimits => ({
  perHour: given.perHour ?? DEFAULT_SMS_BUDGET.perHour,
  perDay: given.perDay ?? DEFAULT_SMS_BUDGET.perDay,
});

/** What every route reads from `app.ctx`: the database, limits, secrets and outside services. */
export async function createAppContext(app: FastifyInstance, options: AppOptions): Promise<AppContext> {
  const scryptParams = options.scryptParams ?? OWASP_SCRYPT_PARAMS;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  // Read before anything that needs closing is opened, so a database failure here leaks nothing.
  const { db, pool } = options.database;
  // The pool already survives a lost idle connection (database.ts); the server also says so.
  const connectionLost = (error: Error) => app.log.warn({ err: error }, 'database connection lost while idle; the pool opens another');
  pool?.on('error', connectionLost);
  app.addHook('onClose', async () => void pool?.off('error', connectionLost));
  const deviceCookieKey = await loadServerSecret(db, 'device-cookie');
  const phoneCodeKey = await loadServerSecret(db, 'phone-code');
  const push = {
    vapid: await loadVapidKeys(db, options.push?.vapid),
    allowedOrigins: options.push?.allowedOrigins ?? DEFAULT_PUSH_ALLOWED_ORIGINS,
  };
  const rateLimitStore =
    options.rateLimitStore ??
    (options.redis ? createRedisStore(options.redis.url, { keyPrefix: options.redis.keyPrefix, logger: app.log }) : createMemoryStore());
  const afterAnswer = createAfterAnswer(app.log);
  app.addHook('onClose', async () => afterAnswer.settled());
  const ebarimt = createEbarimtContext(db, options.ebarimt, options.redis, app.log);
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
    smsBudget: createSmsBudget(db, smsBudgetLimits(options.smsBudget), options.metrics?.sms),
    afterAnswer,
    arrival: createArrivalEstimates(options.database.reads, options.arrival?.clock),
    payments: { ...options.payments, ebarimt },
    ebarimt,
    photos: options.photos ?? createMemoryPhotoStore(),
  };
}
