import { createFileRoute } from '@tanstack/react-router';
import { clearUserData } from '@/app/clear-user-data';
import { PageHeader } from '@/components/page/page-header';
import { useSignOut } from '@/features/auth/use-sign-out';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { useNarrowScreen } from '@/features/profile/use-narrow-screen';
import { useStoredUser } from '@/lib/stored-user';
import { ProfileOverview } from '../-profile/profile-overview';

export const Route = createFileRoute('/profile/')({
  component: ProfileIndex,
});

/** Wide: the profile itself. Narrow: the menu list, each entry a full screen. */
function ProfileIndex() {
  const user = useStoredUser();
  const narrow = useNarrowScreen();
  const { signOut, pending } = useSignOut(clearUserData);
  if (!user) return null;
  if (!narrow) return <ProfileOverview user={user} />;
  return (
    <>
      <PageHeader title={`${user.lastName} ${user.firstName}`} lead={user.phone} />
      <ProfileMenu variant="list" onLogout={signOut} loggingOut={pending} />
    </>
  );
}
