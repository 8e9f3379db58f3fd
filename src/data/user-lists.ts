import { queryOptions, useMutation, useQuery, useQueryClient, type MutationMeta, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiFetch } from '@/lib/http';

/**
 * One of the signed-in customer's own lists (addresses, delivery requests): its fetcher, its
 * queryOptions (always revalidated on mount: a persisted copy may predate a change made on another
 * device) and its hook.
 */
export function userList<Item>(path: string, schema: ZodType<{ list: Item[] }>, queryKey: QueryKey) {
  const fetchList = async (): Promise<Item[]> => schema.parse(await apiFetch<unknown>(path)).list;
  const options = () => queryOptions({ queryKey, queryFn: fetchList, staleTime: 0 });
  return { fetchList, options, useList: () => useQuery(options()) };
}

/** A change that makes these queries stale: on success they are fetched again. */
export function useChangeThenRefetch<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  staleKeys: readonly QueryKey[],
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
