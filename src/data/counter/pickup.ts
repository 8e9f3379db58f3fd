import { queryOptions } from '@tanstack/react-query';
import type { PickupAnswer } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/package/pickup: the signed-in customer's pickup card (code, ready parcels, total) and what they collected lately. */
export function pickupQueryOptions() {
  return queryOptions({
    queryKey: userKeys.pickup(),
    queryFn: ({ signal }) => apiFetch<PickupAnswer>('/package/pickup', { signal }),
    // Asked again on every visit, like my parcels: a persisted card may show parcels handed over since.
    staleTime: 0,
  });
}
