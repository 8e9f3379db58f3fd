import { queryOptions } from '@tanstack/react-query';
import { pickupAnswerSchema } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/package/pickup: the signed-in customer's pickup card (code, ready parcels, total) and what they collected lately. */
export function pickupQueryOptions() {
  return queryOptions({
    queryKey: userKeys.pickup(),
    queryFn: async ({ signal }) => pickupAnswerSchema.parse(await apiFetch<unknown>('/package/pickup', { signal })),
    // What is ready and paid changes at the counter and at QPay, not here: a reload (the card comes
    // back from the persisted cache) asks again, as "Миний ачаа"'s list does.
    staleTime: 0,
  });
}
