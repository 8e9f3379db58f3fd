import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { User } from '@contract';
import { onApiError } from '@/lib/http';
import { closeLoginDialog, openLoginDialog, useLoginDialogOpen } from '@/lib/login-dialog';
import { getStoredUser, setStoredUser } from '@/lib/stored-user';
import { endLocalSession, type ClearUserData } from '../session';

// The modal and its forms (with zod) load on the first Login click, not on the first paint.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));

type AccountOverlaysProps = { clearUserData: ClearUserData };

/**
 * Mounted once by the app: renders the login modal while it is open, and ends the local session
 * when the server says the session is gone (401 while a user is stored), then asks to log in again.
 */
export function AccountOverlays({ clearUserData }: AccountOverlaysProps) {
  const queryClient = useQueryClient();
  const open = useLoginDialogOpen();

  useEffect(
    () =>
      onApiError((error) => {
        // A failed login also answers 401; with no stored user there is nothing to end.
        if (error.code !== 401 || !getStoredUser()) return;
        endLocalSession(queryClient, clearUserData);
        openLoginDialog();
      }),
    [queryClient, clearUserData],
  );

  const signedIn = useCallback(
    (user: User) => {
      // Whatever another account left cached in this browser must not show under the new one.
      void clearUserData(queryClient);
      setStoredUser(user);
      closeLoginDialog();
    },
    [queryClient, clearUserData],
  );

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal onSignedIn={signedIn} />
    </Suspense>
  );
}
