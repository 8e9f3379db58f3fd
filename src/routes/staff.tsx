import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseStaffSearch } from '@/features/staff/tabs';
import { StaffDesk } from '@/features/staff/components/staff-desk';
import { ensureOrganization } from '@/lib/initial-state';
import { requireStoredUser } from './-profile/require-user';
import { useSignedInUser } from './-profile/use-signed-in-user';

export const Route = createFileRoute('/staff')({
  validateSearch: parseStaffSearch,
  // A visitor is asked to log in (as on the profile); a customer is told the page does not exist.
  // The server refuses staff calls to anyone else anyway: this only keeps the screen honest.
  beforeLoad: ({ preload }) => {
    const { user } = requireStoredUser({ preload });
    if (user.role !== 'staff' && user.role !== 'admin') throw notFound();
  },
  loader: async () => ({ orgId: (await ensureOrganization()).id }),
  component: StaffScreen,
});

function StaffScreen() {
  const user = useSignedInUser();
  const { tab } = Route.useSearch();
  const { orgId } = Route.useLoaderData();
  if (!user) return null;
  return <StaffDesk tab={tab ?? 'register'} orgId={orgId} />;
}
