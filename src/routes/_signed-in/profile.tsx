import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMe } from '@/data/session/get-me';
import { useLogOut } from '@/data/session/log-out';
import { setStoredUser } from '@/data/session/stored-user';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import * as styles from './-profile/profile.css';

export const Route = createFileRoute('/_signed-in/profile')({
  component: ProfileLayout,
});

/** Wide screens: the side menu beside the part being shown. Narrow: the part alone (the index is the menu). */
function ProfileLayout() {
  const narrow = useNarrowScreen();
  const { logOut, pending } = useLogOut();
  const session = useMe();
  const sessionUser = session.isFetchedAfterMount ? session.data : undefined;

  // Checks the session on entering the profile (a 401 asks to log in again) and keeps the stored
  // name current when it was changed on another device. Only a fresh answer counts, never a cached one.
  useEffect(() => {
    if (sessionUser) setStoredUser(sessionUser);
  }, [sessionUser]);

  return (
    <div className={styles.layout}>
      {narrow ? null : (
        <aside className={styles.menu}>
          <ProfileMenu variant="side" onLogout={logOut} loggingOut={pending} />
        </aside>
      )}
      <div>
        <Outlet />
      </div>
    </div>
  );
}
