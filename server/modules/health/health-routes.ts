import { apiErrorSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { messages } from '../../lib/http-error';
import { pingDatabase } from './health-repository';

const state = z.enum(['ok', 'down']);
/** `redis` is `off` when nothing is kept in Redis (no REDIS_URL), `down` when any of its connections is. */
const redisState = z.enum(['ok', 'down', 'off']);
const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), redis: z.enum(['ok', 'off']) });
const unhealthySchema = apiErrorSchema.extend({ status: z.enum(['degraded', 'down', 'draining']), database: state, redis: redisState });

/**
 * For load balancers and uptime checks: 200 only when the database answers and, if configured, Redis.
 * Without Redis the server still answers look-ups (per-process limits) but refuses logins, so it is
 * `degraded`, a 503 like a missing database (`down`), telling monitoring which part is gone. An
 * instance shutting down (SIGTERM) says `draining`, so a load balancer stops sending it requests.
 * Redis is reached over two connections, each reconnecting on its own: the counters' (logins) and
 * the e-barimt lottery's (another instance's poll shows it); either one down is `degraded`.
 */
export async function healthRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { db, rateLimitStore, ebarimt } = instance.ctx;
  const redisConnections = [rateLimitStore, ebarimt.shownReceipts].filter((holder) => holder.scope === 'shared');
  const pingRedis = async () => {
    if (redisConnections.length === 0) return 'off' as const;
    const answers = await Promise.all(redisConnections.map((holder) => holder.ping()));
    return answers.every(Boolean) ? ('ok' as const) : ('down' as const);
  };
  app.get(
    '/api/health',
    {
      schema: {
        description:
          'For load balancers and uptime checks: 200 only when the database answers and, if configured, Redis. A 503 says which part is gone: `degraded` (Redis configured but unreachable on either of its two connections: with the rate-limit one down look-ups work and logins are refused; with the e-barimt lottery one down a receipt just issued shows its lottery on the issuing instance only), `down` (no database) or `draining` (the instance is shutting down). Every answer carries `x-request-id`.',
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
        pingRedis(),
      ]);
      const draining = instance.lifecycle.draining;
      if (database === 'ok' && redis !== 'down' && !draining) return { status: 'ok' as const, database, redis };
      const status = draining ? 'draining' : database === 'down' ? 'down' : 'degraded';
      return reply.code(503).send({ code: 503, message: messages.unavailable, status, database, redis });
    },
  );
}
