import { isStaffRole } from '@contract/staff-roles';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TRACK_CODE_MAX_LENGTH } from '@contract/track-code';
import { ensureOrganization } from '@/data/organization/ensure-organization';
import { LabelPage } from '@/features/intake/labels/label-page';

/** A parcel's printable label (58×40 mm by default), staff only like /staff; as /staff/receipt/{id} is for a handover. */
export const Route = createFileRoute('/_signed-in/staff_/label/$trackCode')({
  beforeLoad: ({ context: { user }, params }) => {
    if (!isStaffRole(user.role)) throw notFound();
    if (params.trackCode.length === 0 || params.trackCode.length > TRACK_CODE_MAX_LENGTH) throw notFound();
  },
  loader: async () => ({ organization: await ensureOrganization() }),
  component: LabelScreen,
});

function LabelScreen() {
  const { trackCode } = Route.useParams();
  const { organization } = Route.useLoaderData();
  return <LabelPage trackCode={trackCode} organizationName={organization.name} />;
}
