import { queryOptions } from '@tanstack/react-query';
import { dayReportSchema } from '@contract';
import { env } from '@/lib/env';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/staff/reports/day?date=: the day's handovers and money by method, and the parcels waiting. */
export function dayReportQueryOptions(date: string) {
  return queryOptions({
    queryKey: staffKeys.dayReport(date),
    queryFn: async ({ signal }) => dayReportSchema.parse(await apiFetch<unknown>('/staff/reports/day', { query: { date }, signal })),
    staleTime: 0,
  });
}

/** The CSV export's address: the browser downloads it with the session cookie. */
export const handoverExportUrl = (from: string, to: string) =>
  `${env.apiUrl}/staff/handovers/export?${new URLSearchParams({ from, to }).toString()}`;
