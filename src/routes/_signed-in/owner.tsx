import { createFileRoute, notFound } from '@tanstack/react-router';
import { OwnerDesk } from '@/features/owner/components/owner-desk';
import { parseOwnerSearch } from '@/features/owner/tabs';
import { ensureOrganization } from '@/data/organization/ensure-organization';

export const Route = createFileRoute('/_signed-in/owner')({
  validateSearch: parseOwnerSearch,
  // Admins only; the server refuses everyone else's calls anyway (requireAdmin): this keeps the screen honest.
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'admin') throw notFound();
  },
  loader: async () => ({ orgId: (await ensureOrganization()).id }),
  component: OwnerScreen,
});

function OwnerScreen() {
  const { tab, q } = Route.useSearch();
  const { orgId } = Route.useLoaderData();
  return <OwnerDesk tab={tab ?? 'dashboard'} q={q} orgId={orgId} />;
}
