import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearUserData } from '@/app/clear-user-data';
import { useMe } from '@/features/auth/api/get-me';
import { useSignOut } from '@/features/auth/use-sign-out';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { useNarrowScreen } from '@/features/profile/use-narrow-screen';
import { setStoredUser } from '@/lib/stored-user';
import { requireStoredUser } from './-profile/require-user';
import { useSignedInUser } from './-profile/use-signed-in-user';
import * as styles from './-profile/profile.css';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireStoredUser,
  component: ProfileLayout,
});

/** Wide screens: the side menu beside the part being shown. Narrow: the part alone (the index is the menu). */
function ProfileLayout() {
  const user = useSignedInUser();
  const narrow = useNarrowScreen();
  const { signOut, pending } = useSignOut(clearUserData);
  const session = useMe({ enabled: user !== null });
  const sessionUser = session.isFetchedAfterMount ? session.data : undefined;

  // Checks the session on entering the profile (a 401 asks to log in again) and keeps the stored
  // name current when it was changed on another device. Only a fresh answer counts, never a cached one.
  useEffect(() => {
    if (sessionUser) setStoredUser(sessionUser);
  }, [sessionUser]);

  if (!user) return null;
  return (
    <div className={styles.layout}>
      {narrow ? null : (
        <aside className={styles.menu}>
          <ProfileMenu variant="side" onLogout={signOut} loggingOut={pending} />
        </aside>
      )}
      <div>
        <Outlet />
      </div>
    </div>
  );
}
