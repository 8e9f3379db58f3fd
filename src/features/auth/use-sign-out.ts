import { useQueryClient } from '@tanstack/react-query';
import { useLogout } from './api/logout';
import { endLocalSession, type ClearUserData } from './session';

/**
 * Logout: ends the server session, then forgets the user here whatever the server said (offline,
 * session already gone), so a shared phone never keeps someone else's parcels on screen.
 */
export function useSignOut(clearUserData: ClearUserData) {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => endLocalSession(queryClient, clearUserData) });
  return { signOut, pending: logout.isPending };
}
