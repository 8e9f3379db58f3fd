import { redirect } from '@tanstack/react-router';
import type { User } from '@contract';
import { openLoginDialog } from '@/lib/login-dialog';
import { getStoredUser } from '@/lib/stored-user';

/**
 * beforeLoad of every profile route: they exist only while a user is stored. A visitor is sent home
 * and asked to log in; a hover preload only redirects, so pointing at a link never opens the modal.
 */
export function requireStoredUser({ preload }: { preload: boolean }): { user: User } {
  const user = getStoredUser();
  if (!user) {
    if (!preload) openLoginDialog();
    throw redirect({ to: '/' });
  }
  return { user };
}
