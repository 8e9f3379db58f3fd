import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isStaffRole } from '@contract/staff-roles';
import { meQueryOptions } from '@/data/session/get-me';
import { openLoginDialogFor } from '@/data/session/login-dialog';
import { getStoredUser, useStoredUser } from '@/data/session/stored-user';
import { SignedInUserProvider } from './_signed-in/-signed-in-user';

/**
 * The one guard of every signed-in screen (/profile…, /order, /password, /staff): a layout route
 * without a path of its own, so the addresses stay the product's. A visitor is sent home and asked
 * to log in (and brought back here once they have); a hover preload only redirects, so pointing at a link never opens the modal. The
 * screens inside get the user from `useSignedInUser()` (and their beforeLoad from `context.user`).
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ preload, location }) => {
    const user = getStoredUser();
    if (!user) {
      if (!preload) openLoginDialogFor(location.href);
      throw redirect({ to: '/' });
    }
    return { user };
  },
  component: SignedInLayout,
});

/**
 * How often an open staff or owner screen asks whether its session still stands: an admin who closes
 * an account takes its sessions at once, and a screen left open must not keep showing staff pages
 * for longer than this with nothing to send (its next request ends it sooner).
 */
export const STAFF_SESSION_CHECK_MS = 60_000;

function SignedInLayout() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const staff = isStaffRole(user?.role);
  // A 401 here ends the local session (useSessionExpiry), and the effect below takes the screens away.
  useQuery({ ...meQueryOptions(), enabled: staff, refetchInterval: STAFF_SESSION_CHECK_MS });
  // The user went (logout, a 401, another tab): the screens go at once, so no user query refetches
  // into a 401, and the visitor is taken home.
  useEffect(() => {
    if (!user) void navigate({ to: '/', replace: true });
  }, [user, navigate]);
  if (!user) return null;
  return (
    <SignedInUserProvider value={user}>
      <Outlet />
    </SignedInUserProvider>
  );
}
