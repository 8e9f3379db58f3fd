import { queryOptions } from '@tanstack/react-query';
import { myWorkSchema } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/staff/my-work?date=: the signed-in staff member's own moves, handovers and money of a day. */
export function myWorkQueryOptions(date: string) {
  return queryOptions({
    queryKey: staffKeys.myWork(date),
    queryFn: async ({ signal }) => myWorkSchema.parse(await apiFetch<unknown>('/staff/my-work', { query: { date }, signal })),
    staleTime: 0,
  });
}
