import { isStaffRole } from '@contract/staff-roles';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { StaffDesk } from './-staff/staff-desk';
import { parseStaffSearch } from './-staff/tabs';
import { ensureOrganization } from '@/data/organization/ensure-organization';

export const Route = createFileRoute('/_signed-in/staff')({
  validateSearch: parseStaffSearch,
  // A customer is told the page does not exist (a visitor was already asked to log in by the guard).
  // The server refuses staff calls to anyone else anyway: this only keeps the screen honest.
  beforeLoad: ({ context: { user } }) => {
    if (!isStaffRole(user.role)) throw notFound();
  },
  loader: async () => ({ orgId: (await ensureOrganization()).id }),
  component: StaffScreen,
});

function StaffScreen() {
  const { tab } = Route.useSearch();
  const { orgId } = Route.useLoaderData();
  return <StaffDesk tab={tab ?? 'register'} orgId={orgId} />;
}
