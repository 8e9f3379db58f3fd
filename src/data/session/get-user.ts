import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/auth/user/{id}: the signed-in user's own record (anyone else's answers 404). */
export async function getUser(id: number): Promise<User> {
  return userSchema.parse(await apiFetch<unknown>(`/auth/user/${id}`));
}

/** Always revalidated on mount: a persisted copy may predate an edit made here or on another device. */
export const userQueryOptions = (id: number) => queryOptions({ queryKey: userKeys.user(id), queryFn: () => getUser(id), staleTime: 0 });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
