import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { useLogOut } from '@/data/session/log-out';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { ProfileOverview } from '../-profile/profile-overview';
import { useSignedInUser } from '../-signed-in-user';
import { personName } from '@/lib/person-name';

export const Route = createFileRoute('/_signed-in/profile/')({
  component: ProfileIndex,
});

/** Wide: the profile itself. Narrow: the menu list, each entry a full screen. */
function ProfileIndex() {
  const user = useSignedInUser();
  const narrow = useNarrowScreen();
  const { logOut, pending } = useLogOut();
  if (!narrow) return <ProfileOverview />;
  return (
    <>
      <PageHeader title={personName(user)} lead={user.phone} />
      <ProfileMenu variant="list" onLogout={logOut} loggingOut={pending} />
    </>
  );
}
