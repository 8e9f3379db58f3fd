import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@contract';
import { apiFetch } from '@/lib/http';

export async function getUser(id: number): Promise<User> {
  return userSchema.parse(await apiFetch<unknown>(`/auth/user/${id}`));
}

/**
 * User-scoped: the key starts with 'me' so signing out clears it (and its persisted copy). Always
 * revalidated on mount: a persisted copy may predate an edit made here or on another device.
 */
export const userQueryOptions = (id: number) => queryOptions({ queryKey: ['me', 'user', id], queryFn: () => getUser(id), staleTime: 0 });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
