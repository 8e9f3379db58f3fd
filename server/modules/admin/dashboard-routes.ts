import { DASHBOARD_MAX_DAYS, dashboardQuerySchema, dashboardSchema, type DashboardFigures } from '@contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireAdmin } from '../../plugins/session';
import { loadDashboard, type DashboardPeriod } from './dashboard-queries';
import { loadTripFigures } from '../trips/trip-dashboard';
import { daysBetween, isCalendarDate } from './ulaanbaatar-time';

const errors = errorAnswers(400, 401, 403);

/** An answer is reused this long: several admins opening the dashboard each morning cost one query set (never more than a minute stale). */
export const DASHBOARD_CACHE_MS = 30_000;
const CACHE_ENTRIES = 64;

export const dashboardMessages = {
  noSuchDate: (date: string) => `${date} гэсэн огноо байхгүй`,
  backwards: 'Эхлэх огноо дуусах огнооноос өмнө байна',
  tooLong: `Хугацаа ${DASHBOARD_MAX_DAYS} хоногоос урт байж болохгүй`,
} as const;

function checkPeriod({ from, to }: DashboardPeriod): void {
  for (const date of [from, to]) if (!isCalendarDate(date)) throw new HttpError(400, dashboardMessages.noSuchDate(date));
  const days = daysBetween(from, to);
  if (days < 0) throw new HttpError(400, dashboardMessages.backwards);
  if (days >= DASHBOARD_MAX_DAYS) throw new HttpError(400, dashboardMessages.tooLong);
}

/** The owner's figures for a period (Ulaanbaatar dates), cached briefly per period and warehouse. */
export async function dashboardRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireAdmin);
  const { db, smsBudget } = instance.ctx;
  const cache = new Map<string, { at: number; answer: Promise<DashboardFigures> }>();

  const cached = (period: DashboardPeriod): Promise<DashboardFigures> => {
    const key = `${period.from}|${period.to}|${period.warehouseId ?? ''}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < DASHBOARD_CACHE_MS) return hit.answer;
    // The promise is kept, so admins asking at once share one query set; a failure is not kept.
    const answer = loadDashboard(db, period);
    answer.catch(() => cache.delete(key));
    cache.delete(key);
    cache.set(key, { at: now, answer });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return answer;
  };

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        description: 'Admins: the dashboard of a period: parcels by status, money collected, trips on the road and missing parcels.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => {
      const period = request.query;
      checkPeriod(period);
      const [figures, trips, sms] = await Promise.all([cached(period), loadTripFigures(db, period), smsBudget.state()]);
      return { ...figures, ...trips, sms };
    },
  );
}
