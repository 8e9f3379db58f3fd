import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isPublicApiRequest, PUBLIC_API_CACHE } from '@/sw/public-api-routes';
import { publicKeys, staffKeys } from './query-keys';

/**
 * After a staff edit: the service worker's saved copies go first (it asks the network first, but on a
 * slow link it would hand the refetch below the old answer back after its wait), then every cached
 * query of warehouses, receiving addresses and prices, the customer screens' and the staff list's.
 */
export async function refreshPublicData(queryClient: QueryClient): Promise<void> {
  if (typeof caches !== 'undefined') {
    try {
      const cache = await caches.open(PUBLIC_API_CACHE.name);
      const requests = await cache.keys();
      await Promise.all(
        requests.filter((request) => isPublicApiRequest(new URL(request.url), location.origin)).map((request) => cache.delete(request)),
      );
    } catch {
      // Cache Storage can be unavailable (private modes); the queries below still refetch.
    }
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: publicKeys.warehouses }),
    queryClient.invalidateQueries({ queryKey: publicKeys.prices }),
    queryClient.invalidateQueries({ queryKey: publicKeys.contacts }),
    queryClient.invalidateQueries({ queryKey: staffKeys.warehouses }),
  ]);
}

/** A staff edit of public data (warehouses, receiving addresses, prices): on success every copy is refreshed. */
export function usePublicDataEdit<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshPublicData(queryClient) });
}
