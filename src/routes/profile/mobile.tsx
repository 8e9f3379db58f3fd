import { createFileRoute, redirect } from '@tanstack/react-router';
import { isNarrowScreen } from '@/features/profile/use-narrow-screen';
import { useStoredUser } from '@/lib/stored-user';
import { ProfileOverview } from '../-profile/profile-overview';

export const Route = createFileRoute('/profile/mobile')({
  // The narrow variant; a wide screen shows the same part beside the side menu at /profile.
  beforeLoad: () => {
    if (!isNarrowScreen()) throw redirect({ to: '/profile' });
  },
  component: ProfileMobile,
});

function ProfileMobile() {
  const user = useStoredUser();
  return user ? <ProfileOverview user={user} /> : null;
}
