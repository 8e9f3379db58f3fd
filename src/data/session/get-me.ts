import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/auth/me: the user of the current session; a 401 here means the session is gone. */
export async function getMe(): Promise<User> {
  return userSchema.parse(await apiFetch<unknown>('/auth/me'));
}

export const meQueryOptions = () => queryOptions({ queryKey: userKeys.session(), queryFn: getMe, staleTime: 0 });

export function useMe() {
  return useQuery(meQueryOptions());
}
