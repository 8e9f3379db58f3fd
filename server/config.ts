import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig, type WindowLimit } from './lib/rate-limit/limits';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value)));

/** TRUST_PROXY: true/false, a hop count, or addresses/CIDRs of the proxies (comma-separated). */
const trustProxy = z
  .string()
  .optional()
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    // Trust exactly this many proxy hops in front of us.
    if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : undefined,
  );

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const QPAY_VARIABLES = ['QPAY_BASE_URL', 'QPAY_USERNAME', 'QPAY_PASSWORD', 'QPAY_INVOICE_CODE', 'PUBLIC_BASE_URL'] as const;
const EBARIMT_VARIABLES = [
  'EBARIMT_POSAPI_URL',
  'EBARIMT_MERCHANT_TIN',
  'EBARIMT_BRANCH_NO',
  'EBARIMT_POS_NO',
  'EBARIMT_DISTRICT_CODE',
  'EBARIMT_CLASSIFICATION_CODE',
] as const;
const allOrNone = (config: Record<string, unknown>, names: readonly string[]) => {
  const set = names.filter((name) => config[name] !== undefined).length;
  return set === 0 || set === names.length;
};

export const configSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)' })
      .optional(),
    /**
     * The owner role's URL, where it differs from DATABASE_URL's (the server's limited role): the
     * migrations run with it, then grant the server's role its rows (server/db/app-role.ts).
     */
    MIGRATION_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'MIGRATION_DATABASE_URL must be a postgres:// URL' })
      .optional(),
    DATABASE_PATH: z.string().min(1).default('data/achaa.sqlite'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'REDIS_URL must be a redis:// URL' })
      .optional(),
    /** Keys in that Redis start with this (default in the Redis store), so several deployments or test runs can share one. */
    REDIS_KEY_PREFIX: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    SEED_DEMO: flag(true),
    STATIC_DIR: z.string().min(1).default('dist'),
    ORGANIZATION_ID: z.coerce.number().int().positive().default(1),
    /** Rate limits (per client IP unless named otherwise); defaults in server/lib/rate-limit/limits.ts. */
    RATE_LIMIT_CHECK_PER_MINUTE: z.coerce.number().int().min(0).optional(),
    RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(0).optional(),
    /** One-time codes one IP may ask for per hour (over any phones); the 3 per phone per hour is fixed. */
    RATE_LIMIT_PHONE_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().optional(),
    /** Code checks (verify, reset, phone change) one IP may make per 15 minutes: a code is guessed, not listed. */
    RATE_LIMIT_PHONE_CODE_CHECKS_PER_IP: z.coerce.number().int().positive().optional(),
    /** The company's SMS budget: codes sent per UTC hour and per Ulaanbaatar day, over every instance. */
    SMS_BUDGET_HOUR: z.coerce.number().int().positive().optional(),
    SMS_BUDGET_DAY: z.coerce.number().int().positive().optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().optional(),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().optional(),
    /** Password checks (right or wrong) one IP (an IPv6 /64) may make per 15 minutes, over every phone. */
    LOGIN_MAX_CHECKS_PER_IP: z.coerce.number().int().positive().optional(),
    /** Other origins allowed to make state-changing calls (e.g. http://localhost:5173 for Vite dev). */
    ALLOWED_ORIGINS: commaList.transform((origins) => origins ?? []),
    /** Web Push (VAPID). Unset keys: a pair generated once is kept in the database, shared by every instance. */
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'VAPID_SUBJECT must be a mailto: or https:// URL' })
      .optional(),
    /** Push services' origins subscriptions may point at (default: the big browsers' services). */
    PUSH_ALLOWED_ORIGINS: commaList,
    /** Whether this instance sends queued notifications (several instances may; each row is sent once). */
    PUSH_WORKER: flag(true),
    /** The SMS provider for one-time codes (MessagePro, docs/phone-verification.md); unset: codes at the counter. */
    MESSAGEPRO_API_KEY: z.string().min(1).optional(),
    MESSAGEPRO_FROM: z
      .string()
      .regex(/^\d{4,12}$/, { error: 'MESSAGEPRO_FROM must be the sender number MessagePro gave the account (digits)' })
      .optional(),
    MESSAGEPRO_URL: z.url({ protocol: /^https?$/, error: 'MESSAGEPRO_URL must be an http(s) URL' }).optional(),
    /** `production` never prints a code in the log (development prints it when no SMS provider is set). */
    NODE_ENV: z.string().optional(),
    /** Prometheus metrics on their own address (never the public port); `off` turns them off. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_PORT: z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(65_535)], { error: 'METRICS_PORT must be a port number or off' })
      .optional(),
    /** QPay merchant API v2 (docs/payments.md): all of QPAY_BASE_URL, QPAY_USERNAME, QPAY_PASSWORD, QPAY_INVOICE_CODE, PUBLIC_BASE_URL, or none. */
    QPAY_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'QPAY_BASE_URL must be a URL' })
      .refine((url) => url.startsWith('https://') || isLoopbackUrl(url), {
        error: 'QPAY_BASE_URL must be an https:// URL (http only on a loopback address, for tests)',
      })
      .optional(),
    QPAY_USERNAME: z.string().min(1).optional(),
    QPAY_PASSWORD: z.string().min(1).optional(),
    QPAY_INVOICE_CODE: z.string().min(1).optional(),
    /** The address customers and QPay reach this server at; the callback is {PUBLIC_BASE_URL}/api/payments/qpay/callback. */
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_BASE_URL must be an http(s) URL' }).optional(),
    /** How often open invoices are asked about (the callback may never come). */
    QPAY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** PosAPI 3.0 (e-barimt), run by the operator on a private address; all EBARIMT_* or none. */
    EBARIMT_POSAPI_URL: z.url({ protocol: /^https?$/, error: 'EBARIMT_POSAPI_URL must be an http(s) URL' }).optional(),
    EBARIMT_MERCHANT_TIN: z
      .string()
      .regex(/^[0-9]{7,12}$/, { error: 'EBARIMT_MERCHANT_TIN must be the company TIN (digits)' })
      .optional(),
    EBARIMT_BRANCH_NO: z.string().min(1).optional(),
    EBARIMT_POS_NO: z.string().min(1).optional(),
    EBARIMT_DISTRICT_CODE: z.string().min(1).optional(),
    /** The goods and services classification code of the transport service. */
    EBARIMT_CLASSIFICATION_CODE: z.string().min(1).optional(),
    /**
     * Where intake photos are kept (docs/intake.md): a folder, or `s3://bucket/prefix` in an S3-compatible
     * store that every instance shares. Unset: `photos/` beside the SQLite file (DATABASE_PATH).
     */
    PHOTO_STORE: z.string().min(1).optional(),
    /** The S3-compatible service's address (MinIO, R2, Spaces…); unset: AWS S3 itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    S3_REGION: z.string().min(1).optional(),
    /** The bucket's keys; unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** City tax (НХАТ, 2 %) is charged on the service, inside the price as VAT is. */
    EBARIMT_CITY_TAX: flag(false),
    /** How long one PosAPI call may take; a claim on a receipt lasts twice this and 2 s more. */
    EBARIMT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
    /** The first pause after PosAPI was down or answered an error; doubled per attempt, up to an hour. */
    EBARIMT_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Runs the e-barimt worker in this instance (every instance may: claims never overlap). */
    EBARIMT_WORKER: flag(true),
    /** The tax authority's public lookups (a company's TIN and name from its register number). */
    EBARIMT_API_URL: z.url({ protocol: /^https?$/, error: 'EBARIMT_API_URL must be an http(s) URL' }).default('https://api.ebarimt.mn'),
    /** Seconds a stopping instance keeps serving while /api/health says `draining` (for load balancers that poll it). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  })
  .refine((config) => !config.MIGRATION_DATABASE_URL || config.DATABASE_URL, {
    error: 'MIGRATION_DATABASE_URL is for PostgreSQL: set DATABASE_URL too (the server’s own role)',
    path: ['MIGRATION_DATABASE_URL'],
  })
  .refine((config) => !config.MESSAGEPRO_API_KEY === !config.MESSAGEPRO_FROM, {
    error: 'MESSAGEPRO_API_KEY and MESSAGEPRO_FROM go together (set both for SMS, or neither)',
    path: ['MESSAGEPRO_FROM'],
  })
  .refine((config) => allOrNone(config, QPAY_VARIABLES), {
    error: `${QPAY_VARIABLES.join(', ')} go together (set all for online payment, or none)`,
    path: ['QPAY_BASE_URL'],
  })
  .refine((config) => !config.S3_ACCESS_KEY_ID === !config.S3_SECRET_ACCESS_KEY, {
    error: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither for the AWS SDK's own credentials)",
    path: ['S3_ACCESS_KEY_ID'],
  })
  .refine((config) => allOrNone(config, EBARIMT_VARIABLES), {
    error: `${EBARIMT_VARIABLES.join(', ')} go together (set all for e-barimt, or none)`,
    path: ['EBARIMT_POSAPI_URL'],
  });
export type Config = z.output<typeof configSchema>;

/** Read once at start-up; a bad value stops the server with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  // `FOO=` in a shell or .env means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    throw new Error(`Invalid configuration:\n  ${problems}`);
  }
  return result.data;
}

/** The env's rate-limit overrides on top of the defaults; 0 turns a per-IP limit off. */
export function rateLimitsFromConfig(config: Config): RateLimitConfig {
  const { login, parcelCheck, register, phoneCodes, preRegister, unclaimed, photoUploads } = DEFAULT_RATE_LIMITS;
  const perWindow = (max: number | undefined, fallback: WindowLimit | false, windowMs: number): WindowLimit | false =>
    max === undefined ? fallback : max === 0 ? false : { max, windowMs };
  const lockMs = config.LOGIN_LOCK_MINUTES === undefined ? login.lockMs : config.LOGIN_LOCK_MINUTES * 60_000;
  return {
    login: {
      ...login,
      maxFailuresPerPhone: config.LOGIN_MAX_FAILURES ?? login.maxFailuresPerPhone,
      maxChecksPerIp: config.LOGIN_MAX_CHECKS_PER_IP ?? login.maxChecksPerIp,
      lockMs,
    },
    parcelCheck: perWindow(config.RATE_LIMIT_CHECK_PER_MINUTE, parcelCheck, 60_000),
    register: perWindow(config.RATE_LIMIT_REGISTER_PER_HOUR, register, 60 * 60_000),
    preRegister,
    phoneCodes: {
      ...phoneCodes,
      perIp: { ...phoneCodes.perIp, max: config.RATE_LIMIT_PHONE_CODES_PER_IP_PER_HOUR ?? phoneCodes.perIp.max },
      checksPerIp: { ...phoneCodes.checksPerIp, max: config.RATE_LIMIT_PHONE_CODE_CHECKS_PER_IP ?? phoneCodes.checksPerIp.max },
    },
    unclaimed,
    photoUploads,
  };
}
