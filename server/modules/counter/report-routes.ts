import { dayReportSchema, handoverExportQuerySchema, reportQuerySchema, ulaanbaatarDay } from '@contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { handoversOfDays, loadDayReport } from './day-report';
import { handoversCsv } from './handovers-csv';

const errors = errorAnswers(400, 401, 403);

/** "Тайлан": the day's handovers and money by method, the parcels waiting, and a CSV of a period. */
export async function reportRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db } = instance.ctx;

  app.get(
    '/api/staff/reports/day',
    {
      schema: {
        description: "The day report: handovers and the money of one Ulaanbaatar day, by method (optionally one warehouse's staff).",
        querystring: reportQuerySchema,
        response: { 200: dayReportSchema, ...errors },
      },
    },
    async (request) => loadDayReport(db, request.query.date ?? ulaanbaatarDay(new Date()), request.query.warehouseId),
  );

  app.get(
    '/api/staff/handovers/export',
    {
      schema: {
        description: 'The handovers of a period as a CSV file.',
        querystring: handoverExportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="handovers-${from}-${to}.csv"`)
        .send(handoversCsv(await handoversOfDays(db, from, to)));
    },
  );
}
