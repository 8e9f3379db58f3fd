import { queryOptions } from '@tanstack/react-query';
import type { ParcelTimeline } from '@contract';
import { apiFetch } from '@/lib/http';
import { publicKeys } from '../query-keys';

/** GET /api/package/{trackCode}/history: status, price and the history, public (no phone, no owner). */
export function getParcelTimeline(trackCode: string, signal?: AbortSignal): Promise<ParcelTimeline> {
  // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
  return apiFetch<ParcelTimeline>(`/package/${encodeURIComponent(trackCode)}/history`, { signal });
}

/** The screens explain an unknown code themselves, so its 404 is no toast. */
export const parcelTimelineQueryOptions = (trackCode: string) =>
  queryOptions({
    queryKey: publicKeys.parcelTimeline(trackCode),
    queryFn: ({ signal }) => getParcelTimeline(trackCode, signal),
    meta: { quietStatuses: [404] },
  });
