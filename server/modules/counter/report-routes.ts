import {
  dayReportSchema,
  handoverExportQuerySchema,
  MONEY_METHODS,
  reportQuerySchema,
  ulaanbaatarDay,
  ulaanbaatarDayRange,
  type DayReport,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { moneyBetween } from '../billing/money-report';
import { waitingDays } from '../billing/waiting-days';
import { handoverIdsBetween, loadHandovers } from './handover-repository';
import { handoversCsv } from './handovers-csv';

const errors = errorAnswers(400, 401, 403);

/** The day's money by method from the ledger (billing's money report, as the dashboard counts it). */
async function moneyOfDay(db: Db, date: string, warehouseId?: number): Promise<Pick<DayReport, 'byMethod' | 'total'>> {
  const { start, end } = ulaanbaatarDayRange(date);
  const { byMethod, receipts } = await moneyBetween(db, { start, end, warehouseId });
  return {
    byMethod: MONEY_METHODS.map((method) => ({ method, payments: receipts[method], total: byMethod[method] })),
    total: MONEY_METHODS.reduce((sum, method) => sum + byMethod[method], 0),
  };
}

/** Parcels waiting at Ulaanbaatar (DELIVERED), the longest-waiting first, since their arrival. */
async function waitingParcels(db: Db): Promise<DayReport['waiting']> {
  const base = db.selectFrom('parcels').where('status', '=', 'DELIVERED').where('state', '=', 'ACTIVE');
  const totals = await base
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('price').as('fee')])
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['track_code', 'phone', 'price', 'shelf', 'updated_at'])
    .select((eb) =>
      eb
        .selectFrom('parcel_status_history')
        .select((history) => history.fn.max('changed_at').as('at'))
        .whereRef('parcel_status_history.parcel_id', '=', 'parcels.id')
        .where('parcel_status_history.status', '=', 'DELIVERED')
        .as('arrived_at'),
    )
    .orderBy('arrived_at')
    .orderBy('id')
    .limit(200)
    .execute();
  const now = new Date();
  return {
    count: Number(totals.count),
    totalFee: Number(totals.fee ?? 0),
    parcels: rows.map((row) => {
      const since = toIso(row.arrived_at ?? row.updated_at);
      return {
        trackCode: row.track_code,
        phone: row.phone,
        fee: row.price,
        shelf: row.shelf,
        since,
        days: waitingDays(since, now),
      };
    }),
  };
}

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
    async (request) => {
      const date = request.query.date ?? ulaanbaatarDay(new Date());
      const { start, end } = ulaanbaatarDayRange(date);
      const list = await loadHandovers(db, await handoverIdsBetween(db, start, end, 500, request.query.warehouseId));
      const standing = list.filter((handover) => handover.voidedAt === null);
      return {
        date,
        handovers: standing.length,
        parcels: standing.reduce((sum, handover) => sum + handover.parcels.length, 0),
        ...(await moneyOfDay(db, date, request.query.warehouseId)),
        waiting: await waitingParcels(db),
        list,
      };
    },
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
      const ids = await handoverIdsBetween(db, ulaanbaatarDayRange(from).start, ulaanbaatarDayRange(to).end, 100_000);
      const handovers = [];
      // In slices: an IN list of a year's handovers would pass the engines' parameter limits.
      for (let start = 0; start < ids.length; start += 500) handovers.push(...(await loadHandovers(db, ids.slice(start, start + 500))));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="handovers-${from}-${to}.csv"`)
        .send(handoversCsv(handovers.reverse()));
    },
  );
}
