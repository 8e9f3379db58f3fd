import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@contract';
import { apiFetch } from '@/lib/http';

/** The user of the current session; a 401 here means the session is gone. */
export async function getMe(): Promise<User> {
  return userSchema.parse(await apiFetch<unknown>('/auth/me'));
}

export const meQueryOptions = () => queryOptions({ queryKey: ['me', 'session'], queryFn: getMe, staleTime: 0 });

/** Disabled once signed out, so a screen on its way out does not ask for a session that is gone. */
export function useMe({ enabled }: { enabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled });
}
