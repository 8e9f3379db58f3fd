import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSessionExpiry } from '@/data/session/local-session';
import { takeLoginDestination, useLoginDialogOpen } from '@/data/session/login-dialog';
import { usePhoneVerifyDialogOpen } from '@/data/session/phone-verify-dialog';
import { useStoredUser } from '@/data/session/stored-user';

// The modal and its forms (with zod) load on the first Login click, not on the first paint.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));
const VerifyPhoneModal = lazy(() => import('./verify-phone-modal').then((module) => ({ default: module.VerifyPhoneModal })));

/**
 * Mounted once by the app: renders the login modal while it is open, and ends the local session
 * when the server says the session is gone (then the modal asks to log in again).
 */
export function AccountOverlays() {
  const open = useLoginDialogOpen();
  const verifyOpen = usePhoneVerifyDialogOpen();
  useSessionExpiry();
  useReturnAfterLogin();
  if (!open && !verifyOpen) return null;
  return (
    <Suspense fallback={null}>
      {open ? <LoginModal /> : null}
      {verifyOpen && !open ? <VerifyPhoneModal /> : null}
    </Suspense>
  );
}

/** Where a login without a destination lands: staff at their desk, admins on the owner's dashboard, customers where they were. */
const HOME_BY_ROLE: Partial<Record<string, string>> = { staff: '/staff', admin: '/owner' };

/**
 * A login asked for by a guarded screen (`/profile/order`…) leads back to it, not to the home screen
 * it was sent to; any other login of staff or an admin leads to their own screen.
 */
function useReturnAfterLogin() {
  const navigate = useNavigate();
  const user = useStoredUser();
  const signedIn = user !== null;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const justSignedIn = signedIn && !wasSignedIn.current;
    wasSignedIn.current = signedIn;
    const destination = justSignedIn ? (takeLoginDestination() ?? (user?.role ? HOME_BY_ROLE[user.role] : undefined)) : null;
    if (destination) void navigate({ href: destination, replace: true });
  }, [signedIn, user?.role, navigate]);
}
