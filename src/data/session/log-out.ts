import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http';
import { endLocalSession } from './local-session';

/** POST /api/auth/logout: ends the server session. */
export async function logOut(): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch('/auth/logout', { method: 'POST' });
}

/**
 * Logout: ends the server session, then forgets the user here whatever the server said (offline,
 * session already gone), so a shared phone never keeps someone else's parcels on screen or gets
 * their notifications. Either failure is no error worth a toast: the local sign-out happens anyway.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: logOut,
    meta: { errorToast: false },
    onSettled: () => {
      void import('../push/browser-push-subscription').then((push) => push.dropBrowserPushSubscription()).catch(() => undefined);
      endLocalSession(queryClient);
    },
  });
  return { logOut: () => logout.mutate(), pending: logout.isPending };
}
