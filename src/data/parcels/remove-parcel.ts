import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http';
import { publicKeys, userKeys } from '../query-keys';

/** DELETE /api/package/{trackCode}: the customer's own pre-registration, while still REGISTERED. */
export function removeParcel(trackCode: string): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  return apiFetch<void>(`/package/${encodeURIComponent(trackCode)}`, { method: 'DELETE' });
}

export function useRemoveParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParcel,
    onSuccess: (_answer, trackCode) => queryClient.removeQueries({ queryKey: publicKeys.parcelTimeline(trackCode) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.parcels(undefined).slice(0, 2) }),
  });
}
