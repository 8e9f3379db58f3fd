import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import type { Db } from './db/database';
import { messages } from './lib/http-error';
import { createDecoyHash, OWASP_SCRYPT_PARAMS, type ScryptParams } from './lib/password';
import { createLoginGuard, DEFAULT_RATE_LIMITS, type RateLimitConfig } from './lib/rate-limit/limits';
import { createMemoryStore } from './lib/rate-limit/memory-store';
import type { RateLimitStore } from './lib/rate-limit/store';
import { RequestLog } from './lib/request-log';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-provider';
import { addressRoutes } from './modules/addresses/address-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { healthRoutes } from './modules/health/health-routes';
import { parcelRoutes } from './modules/parcels/parcel-routes';
import { staffParcelRoutes } from './modules/parcels/staff-parcel-routes';
import { staffWarehouseRoutes } from './modules/warehouses/staff-warehouse-routes';
import { warehouseRoutes } from './modules/warehouses/warehouse-routes';
import { crossSiteGuardPlugin } from './plugins/cross-site-guard';
import { errorsPlugin, sendNotFound } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticFilesPlugin } from './plugins/static-files';

export interface AppOptions {
  /** Migrated already; the caller owns it and destroys it after `app.close()`. */
  db: Db;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The organisation this server runs for (GET /api/organization, staff edits). */
  organizationId?: number;
  /** OWASP strength unless a test asks for a cheaper cost to stay fast. */
  scryptParams?: ScryptParams;
  sessionTtlMs?: number;
  rateLimits?: Partial<RateLimitConfig>;
  /** Closed with the app. In memory unless given (e.g. the Redis store). */
  rateLimitStore?: RateLimitStore;
  /** The built PWA to serve; unset serves the API only. */
  staticDir?: string;
  allowedOrigins?: readonly string[];
  bodyLimit?: number;
}

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Registers everything and never listens: main.ts listens, tests call `app.inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    // Malformed URLs (bad percent-encoding) are the client's mistake: 400 in our shape.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ code: 400, message: messages.badRequest });
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);

  const scryptParams = options.scryptParams ?? OWASP_SCRYPT_PARAMS;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const rateLimitStore = options.rateLimitStore ?? createMemoryStore();
  const ctx: AppContext = {
    db: options.db,
    organizationId: options.organizationId ?? 1,
    scryptParams,
    sessionTtlMs: options.sessionTtlMs ?? THIRTY_DAYS_MS,
    rateLimits,
    rateLimitStore,
    loginGuard: createLoginGuard(rateLimitStore, rateLimits.login),
    decoyHash: createDecoyHash(scryptParams),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => rateLimitStore.close());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(sessionPlugin);
  await app.register(crossSiteGuardPlugin, { allowedOrigins: options.allowedOrigins ?? [] });

  await app.register(healthRoutes);
  await app.register(warehouseRoutes);
  await app.register(parcelRoutes);
  await app.register(authRoutes);
  await app.register(addressRoutes);
  await app.register(staffParcelRoutes);
  await app.register(staffWarehouseRoutes);

  if (options.staticDir) await app.register(staticFilesPlugin, { root: options.staticDir });
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
