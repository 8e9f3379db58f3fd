import { queryOptions } from '@tanstack/react-query';
import type { PickupAnswer } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/package/pickup: the signed-in customer's pickup card (code, ready parcels, total) and what they collected lately. */
export function pickupQueryOptions() {
  return queryOptions({
    queryKey: userKeys.pickup(),
    queryFn: ({ signal }) => apiFetch<PickupAnswer>('/package/pickup', { signal }),
    // What is ready and what it costs changes at the counter, not here: a card restored from the
    // saved cache after a handover would still ask for money already paid.
    staleTime: 0,
  });
}
