import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@contract';
import { onApiError } from '@/lib/http';
import { removeUserQueriesFromStorage } from '../query-cache';
import { staffKeys, userKeys } from '../query-keys';
import { closeLoginDialog, openLoginDialog } from './login-dialog';
import { clearStoredUser, getStoredUser, setStoredUser } from './stored-user';

/**
 * Drops every user-scoped query (userKeys) and the staff screen's answers (never persisted, but they
 * must not outlive the session either), from memory and from the persisted copy at once rather than
 * after the persister's throttle. Called at login, at logout and on a 401.
 */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: userKeys.all });
  queryClient.removeQueries({ queryKey: staffKeys.all });
  removeUserQueriesFromStorage();
}

/**
 * A login or registration answered: whatever another account left cached here must not show under
 * the new one. This browser's push subscription follows its own account into the new session (the
 * server dropped it with the old one) and is dropped for anyone else.
 */
export function startLocalSession(queryClient: QueryClient, user: User): void {
  clearUserData(queryClient);
  setStoredUser(user);
  closeLoginDialog();
  // Loaded with the first login, not with the first paint of every visitor's home screen.
  void import('../push/browser-push-subscription').then((push) => push.syncBrowserPushSubscription(user.id)).catch(() => undefined);
}

/**
 * Forgets the signed-in user in this browser: the stored user first, so screens that need one
 * unmount before their queries disappear (a mounted query would otherwise refetch into a 401).
 */
export function endLocalSession(queryClient: QueryClient): void {
  clearStoredUser();
  clearUserData(queryClient);
}

/** Mounted once by the app: a 401 while a user is stored means the server ended the session; end it here too and ask to log in again. */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onApiError((error) => {
        // A failed login also answers 401; with no stored user there is nothing to end.
        if (error.code !== 401 || !getStoredUser()) return;
        endLocalSession(queryClient);
        openLoginDialog();
      }),
    [queryClient],
  );
}
