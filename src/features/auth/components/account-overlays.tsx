import { lazy, Suspense } from 'react';
import { useSessionExpiry } from '@/data/session/local-session';
import { useLoginDialogOpen } from '@/data/session/login-dialog';

// The modal and its forms (with zod) load on the first Login click, not on the first paint.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));

/**
 * Mounted once by the app: renders the login modal while it is open, and ends the local session
 * when the server says the session is gone (then the modal asks to log in again).
 */
export function AccountOverlays() {
  const open = useLoginDialogOpen();
  useSessionExpiry();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
