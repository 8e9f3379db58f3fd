import { isStaffRole } from '@contract/staff-roles';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Receipt } from '@/features/counter/components/receipt';
import { ensureOrganization } from '@/data/organization/ensure-organization';

/** A handover's printable receipt (80 mm thermal and A4), staff only like /staff. */
export const Route = createFileRoute('/_signed-in/staff_/receipt/$id')({
  beforeLoad: ({ context: { user }, params }) => {
    if (!isStaffRole(user.role)) throw notFound();
    if (!/^[1-9][0-9]{0,9}$/.test(params.id)) throw notFound();
  },
  loader: async () => ({ organization: await ensureOrganization() }),
  component: ReceiptScreen,
});

function ReceiptScreen() {
  const { id } = Route.useParams();
  const { organization } = Route.useLoaderData();
  return <Receipt id={Number(id)} organizationName={organization.name} />;
}
