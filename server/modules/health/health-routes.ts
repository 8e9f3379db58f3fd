import { apiErrorSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { messages } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/zod-provider';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** For load balancers and uptime checks: 200 only when the database answers. */
export async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(instance.ctx.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ code: 503, message: messages.unavailable });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
