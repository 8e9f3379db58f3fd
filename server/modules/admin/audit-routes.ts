import { auditListSchema, auditQuerySchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireAdmin } from '../../plugins/session';
import { searchAudit } from './audit-repository';
import { isCalendarDate } from './ulaanbaatar-time';

const errors = errorAnswers(400, 401, 403);

/** The owner's search of who changed what. Nothing here, or anywhere, edits or deletes audit rows. */
export async function auditRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireAdmin);
  const { db } = instance.ctx;

  app.get(
    '/api/admin/audit',
    {
      schema: {
        description: 'Admins: the audit trail, filtered by who, what and when, newest first.',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      for (const date of [from, to]) {
        if (date !== undefined && !isCalendarDate(date)) throw new HttpError(400, `${date} гэсэн огноо байхгүй`);
      }
      return searchAudit(db, request.query);
    },
  );
}
