import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { counterAnswerSchema, handoverSchema, type HandoverRequest } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/staff/counter?q=: the customer with their ready parcels (by shelf) and those on the way; 404 shown on the screen. */
export function counterQueryOptions(q: string) {
  return queryOptions({
    queryKey: staffKeys.counter(q),
    queryFn: async ({ signal }) => counterAnswerSchema.parse(await apiFetch<unknown>('/staff/counter', { query: { q }, signal })),
    // The counter must show what is on the shelf now.
    staleTime: 0,
    retry: false,
    meta: { quietStatuses: [404] },
  });
}

/**
 * POST /api/staff/handovers with the attempt's `Idempotency-Key`: 201 the handover (200 the same one
 * for a repeated attempt); its 409 (not ready, wrong amount) is shown as a toast.
 */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: HandoverRequest; key: string }) =>
      handoverSchema.parse(await apiFetch<unknown>('/staff/handovers', { method: 'POST', body, headers: { 'Idempotency-Key': key } })),
    onSuccess: async (handover) => {
      queryClient.setQueryData(staffKeys.handover(handover.id), handover);
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'counter'] });
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'report'] });
    },
  });
}

/** POST /api/staff/handovers/{id}/undo: the caller's own handover, within HANDOVER_UNDO_WINDOW_MS (409 UNDO_EXPIRED after). */
export function useUndoHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => handoverSchema.parse(await apiFetch<unknown>(`/staff/handovers/${id}/undo`, { method: 'POST' })),
    onSuccess: async (handover) => {
      queryClient.setQueryData(staffKeys.handover(handover.id), handover);
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'counter'] });
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'report'] });
    },
  });
}

/** GET /api/staff/handovers/{id}: the receipt's contents. */
export function handoverQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffKeys.handover(id),
    queryFn: async ({ signal }) => handoverSchema.parse(await apiFetch<unknown>(`/staff/handovers/${id}`, { signal })),
    retry: false,
  });
}
