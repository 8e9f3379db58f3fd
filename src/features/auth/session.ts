import type { QueryClient } from '@tanstack/react-query';
import { clearStoredUser } from '@/lib/stored-user';

/** The app's way to drop every user-scoped query and its persisted copy (keys starting with 'me'). */
export type ClearUserData = (queryClient: QueryClient) => unknown;

/**
 * Forgets the signed-in user in this browser: the stored user first, so screens that need one
 * unmount before their queries disappear (a mounted query would otherwise refetch into a 401).
 */
export function endLocalSession(queryClient: QueryClient, clearUserData: ClearUserData): void {
  clearStoredUser();
  void clearUserData(queryClient);
}
