import { queryOptions } from '@tanstack/react-query';
import { dayReportSchema } from '@contract';
import { env } from '@/lib/env';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/staff/reports/day?date=[&warehouseId=]: the day's handovers (of one warehouse's staff) and money by method, and the parcels waiting. */
export function dayReportQueryOptions(date: string, warehouseId: number | null = null) {
  return queryOptions({
    queryKey: staffKeys.dayReport(date, warehouseId),
    queryFn: async ({ signal }) =>
      dayReportSchema.parse(
        await apiFetch<unknown>('/staff/reports/day', {
          query: { date, ...(warehouseId === null ? {} : { warehouseId: String(warehouseId) }) },
          signal,
        }),
      ),
    staleTime: 0,
  });
}

/** The CSV export's address: the browser downloads it with the session cookie. */
export const handoverExportUrl = (from: string, to: string) =>
  `${env.apiUrl}/staff/handovers/export?${new URLSearchParams({ from, to }).toString()}`;
