import { myWorkQuerySchema, myWorkSchema, ulaanbaatarDay } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { loadMyWork } from './my-work-repository';

const errors = errorAnswers(400, 401, 403);

export async function myWorkRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db } = instance.ctx;
  app.get(
    '/api/staff/my-work',
    {
      schema: {
        description: 'The signed-in staff member\'s own day: moves, handovers and money ("Миний ажил").',
        querystring: myWorkQuerySchema,
        response: { 200: myWorkSchema, ...errors },
      },
    },
    async (request) => loadMyWork(db, request.user!.id, request.query.date ?? ulaanbaatarDay(new Date())),
  );
}
