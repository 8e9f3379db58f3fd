import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { pricesQueryOptions } from '@/features/calculator/api/get-prices';
import { Calculator } from '@/features/calculator/components/calculator';
import { useT } from '@/i18n/i18n';
import { ensureOrganization } from '@/lib/initial-state';

export const Route = createFileRoute('/calculate')({
  loader: async ({ context: { queryClient } }) => {
    const organization = await ensureOrganization();
    await queryClient.ensureQueryData(pricesQueryOptions(organization.id));
    return { orgId: organization.id };
  },
  component: CalculateScreen,
});

function CalculateScreen() {
  const t = useT();
  const { orgId } = Route.useLoaderData();
  return (
    <>
      <PageHeader title={t('calc.title')} lead={t('calc.intro')} />
      <Calculator orgId={orgId} />
    </>
  );
}
