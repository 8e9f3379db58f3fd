import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig, rateLimitsFromConfig, type Config } from './config';
import { createDatabase, databaseConfigFromUrl, type Db } from './db/database';
import { migrateDatabase } from './db/app-role';
import { seedDemoData } from './db/seed';
import { seedTripHistory } from './db/seed-trips';
import { createMessageProClient } from './modules/sms/messagepro-client';
import { paymentsFromConfig } from './modules/payments/payments-from-config';
import { photoStoreFromConfig } from './modules/photos/photo-store-from-config';
import { ebarimtFromConfig } from './modules/ebarimt/ebarimt-from-config';
import { closeGracefullyOnSignals } from './lib/graceful-shutdown';
import { instanceHeartbeat, joinInstances } from './lib/instance-registry';
import { RefusedStartError } from './lib/refused-start';
import { findOrganization } from './modules/warehouses/warehouse-repository';
import { createMetrics } from './lib/metrics';
import { DEFAULT_METRICS_PORT, startMetricsServer } from './lib/metrics-server';

/**
 * How long a stop may take before the process gives up and exits 1: under load on a small machine
 * the requests in flight and the workers' last batch took over 10 s in a whole test run. Below
 * systemd's TimeoutStopSec (30 s), so the instance ends itself before systemd kills it.
 */
const SHUTDOWN_TIMEOUT_MS = 25_000;
const SESSION_SWEEP_MS = 60 * 60 * 1000;

/**
 * `npm start` on a fresh clone has no dist/ yet. Builds it once; a failing build (the PWA mid-work)
 * must not keep the API down, so it only warns.
 */
function ensurePwaBuilt(staticDir: string): void {
  const directory = resolve(staticDir);
  if (existsSync(join(directory, 'index.html'))) return;
  if (directory !== resolve('dist')) {
    console.warn(`STATIC_DIR ${directory} has no index.html: serving the API only.`);
    return;
  }
  console.warn('dist/index.html is missing: building the PWA once (npx vite build, about a minute)…');
  const startedAt = Date.now();
  // Only warnings and errors: the file-by-file summary of a first start says nothing to a newcomer.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) console.warn('The PWA build failed: serving the API only.');
  else console.warn(`The PWA is built (${Math.round((Date.now() - startedAt) / 1000)} s).`);
}

/** Demo data on a fresh database, with weeks of history (the owner's charts) and past trips (arrival estimates). */
async function seedDemo(db: Db): Promise<boolean> {
  const seeded = await seedDemoData(db, undefined, undefined, { history: true });
  if (seeded) await seedTripHistory(db, { late: true });
  return seeded;
}

/**
 * Every screen and staff edit belongs to the organisation the server runs for. Without its row
 * (SEED_DEMO=off on an empty database) prices and warehouses could not be saved, so the server says
 * how to create it instead of starting half-able.
 */
async function requireOrganization(db: Db, organizationId: number): Promise<void> {
  if (await findOrganization(db, organizationId)) return;
  throw new RefusedStartError(
    `Refusing to start: this database has no organisation #${organizationId} (ORGANIZATION_ID). Create it with ` +
      `\`npm run admin -- set-organization --name "<the company's name>"\` (same DATABASE_URL / DATABASE_PATH), ` +
      'or start with SEED_DEMO=on for the demo data.',
  );
}

/** MessagePro when both its key and sender are set; otherwise the app's own fallback (codes at the counter). */
function smsFromConfig(config: Config) {
  if (!config.MESSAGEPRO_API_KEY || !config.MESSAGEPRO_FROM) return {};
  return {
    sms: createMessageProClient({ apiKey: config.MESSAGEPRO_API_KEY, from: config.MESSAGEPRO_FROM, baseUrl: config.MESSAGEPRO_URL }),
  };
}

async function start(config: Config) {
  ensurePwaBuilt(config.STATIC_DIR);
  const database = createDatabase(databaseConfigFromUrl(config.DATABASE_URL, config.DATABASE_PATH));
  const { db } = database;
  // As the owner role when MIGRATION_DATABASE_URL names one; the server itself runs no DDL then.
  await migrateDatabase(db, config.MIGRATION_DATABASE_URL ? { url: config.MIGRATION_DATABASE_URL } : undefined);
  const seeded = config.SEED_DEMO ? await seedDemo(db) : false;
  await requireOrganization(db, config.ORGANIZATION_ID);
  const me = { instance: `${hostname()}:${config.PORT}`, sharedLimits: config.REDIS_URL !== undefined };
  await joinInstances(db, me);
  const metricsPort = config.METRICS_PORT === 'off' ? undefined : (config.METRICS_PORT ?? DEFAULT_METRICS_PORT);
  const metrics = metricsPort === undefined ? undefined : createMetrics();

  const app = await buildApp({
    database,
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    organizationId: config.ORGANIZATION_ID,
    staticDir: config.STATIC_DIR,
    allowedOrigins: config.ALLOWED_ORIGINS,
    rateLimits: rateLimitsFromConfig(config),
    push: {
      vapid: { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT },
      ...(config.PUSH_ALLOWED_ORIGINS ? { allowedOrigins: config.PUSH_ALLOWED_ORIGINS } : {}),
      ...(config.PUSH_WORKER ? { worker: {} } : {}),
    },
    sessionSweep: { intervalMs: SESSION_SWEEP_MS },
    // Late parcels and storage days ending: looked for hourly, when the trip times are recomputed.
    arrival: { watchIntervalMs: SESSION_SWEEP_MS },
    ...smsFromConfig(config),
    smsBudget: { perHour: config.SMS_BUDGET_HOUR, perDay: config.SMS_BUDGET_DAY },
    ...(config.REDIS_URL ? { redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX } } : {}),
    ...(metrics ? { metrics } : {}),
    payments: paymentsFromConfig(config),
    photos: photoStoreFromConfig(config),
    ebarimt: ebarimtFromConfig(config),
  });
  app.log.info(
    {
      database: config.DATABASE_URL ? 'postgres' : config.DATABASE_PATH,
      rateLimitStore: config.REDIS_URL ? 'redis' : 'memory',
      seeded,
      phoneCodes: app.ctx.sms.delivery,
      onlinePayment: app.ctx.payments.online !== undefined,
      ebarimt: app.ctx.ebarimt.posapi !== undefined,
      photos: app.ctx.photos.location,
    },
    'starting',
  );

  const heartbeat = instanceHeartbeat(db, me, app.log);
  heartbeat.start();
  const metricsServer =
    metrics && metricsPort !== undefined
      ? await startMetricsServer(metrics, {
          host: config.METRICS_HOST,
          port: metricsPort,
          nextFreePort: config.METRICS_PORT === undefined,
          log: app.log,
        })
      : undefined;
  closeGracefullyOnSignals(app, {
    drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
    timeoutMs: SHUTDOWN_TIMEOUT_MS + config.SHUTDOWN_DRAIN_SECONDS * 1000,
    afterClose: [() => heartbeat.stop(), async () => metricsServer?.close(), () => db.destroy()],
  });

  await app.listen({ host: config.HOST, port: config.PORT });
}

start(loadConfig(process.env)).catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message says how, a stack would bury it.
  console.error(error instanceof RefusedStartError ? error.message : error);
  process.exit(1);
});
