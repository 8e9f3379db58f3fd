import { apiErrorSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { messages } from '../../lib/http-error';
import { pingDatabase } from './health-repository';

const state = z.enum(['ok', 'down']);
/** `redis` is `off` when the rate-limit counters live in this process (no REDIS_URL). */
const redisState = z.enum(['ok', 'down', 'off']);
const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), redis: z.enum(['ok', 'off']) });
const unhealthySchema = apiErrorSchema.extend({ status: z.enum(['degraded', 'down', 'draining']), database: state, redis: redisState });

/**
 * For load balancers and uptime checks: 200 only when the database answers and, if configured, Redis.
 * Without Redis the server still answers look-ups (per-process limits) but refuses logins, so it is
 * `degraded`, a 503 like a missing database (`down`), telling monitoring which part is gone. An
 * instance shutting down (SIGTERM) says `draining`, so a load balancer stops sending it requests.
 */
export async function healthRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { db, rateLimitStore } = instance.ctx;
  app.get(
    '/api/health',
    {
      schema: {
        description:
          'For load balancers and uptime checks: 200 only when the database answers and, if configured, Redis. A 503 says which part is gone: `degraded` (Redis configured but unreachable: look-ups work, logins are refused), `down` (no database) or `draining` (the instance is shutting down). Every answer carries `x-request-id`.',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        pingDatabase(db).then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.error({ err: error }, 'health check: database unreachable');
            return 'down' as const;
          },
        ),
        rateLimitStore.scope === 'local'
          ? ('off' as const)
          : rateLimitStore.ping().then((up) => (up ? ('ok' as const) : ('down' as const))),
      ]);
      const draining = instance.lifecycle.draining;
      if (database === 'ok' && redis !== 'down' && !draining) return { status: 'ok' as const, database, redis };
      const status = draining ? 'draining' : database === 'down' ? 'down' : 'degraded';
      return reply.code(503).send({ code: 503, message: messages.unavailable, status, database, redis });
    },
  );
}
