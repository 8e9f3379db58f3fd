import { createFileRoute, redirect } from '@tanstack/react-router';
import { isNarrowScreen } from '@/hooks/use-narrow-screen';
import { ProfileOverview } from '../-profile/profile-overview';

export const Route = createFileRoute('/_signed-in/profile/mobile')({
  // The narrow variant; a wide screen shows the same part beside the side menu at /profile.
  beforeLoad: () => {
    if (!isNarrowScreen()) throw redirect({ to: '/profile' });
  },
  component: ProfileOverview,
});
