import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig, rateLimitsFromConfig, type Config } from './config';
import { createDatabase, databaseConfigFromUrl } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { createMessageProClient } from './modules/sms/messagepro-client';

const SHUTDOWN_TIMEOUT_MS = 10_000;
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
  console.warn('dist/index.html is missing: building the PWA (npx vite build)…');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.warn('The PWA build failed: serving the API only.');
}

async function start(config: Config) {
  ensurePwaBuilt(config.STATIC_DIR);
  const database = createDatabase(databaseConfigFromUrl(config.DATABASE_URL, config.DATABASE_PATH));
  const { db } = database;
  await migrateToLatest(db);
  const seeded = config.SEED_DEMO ? await seedDemoData(db) : false;

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
    ...(config.MESSAGEPRO_API_KEY && config.MESSAGEPRO_FROM
      ? { sms: createMessageProClient({ apiKey: config.MESSAGEPRO_API_KEY, from: config.MESSAGEPRO_FROM, baseUrl: config.MESSAGEPRO_URL }) }
      : {}),
    ...(config.REDIS_URL ? { redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX } } : {}),
  });
  app.log.info(
    {
      database: config.DATABASE_URL ? 'postgres' : config.DATABASE_PATH,
      rateLimitStore: config.REDIS_URL ? 'redis' : 'memory',
      seeded,
      phoneCodes: app.ctx.sms.delivery,
    },
    'starting',
  );

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
}

start(loadConfig(process.env)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
