import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { pricesQueryOptions } from '@/data/prices/get-prices';
import { Calculator } from '@/features/calculator/components/calculator';
import { useT } from '@/i18n/i18n';
import { ensureOrganization } from '@/data/organization/ensure-organization';

export const Route = createFileRoute('/calculate')({
  loader: async ({ context: { queryClient } }) => {
    const organization = await ensureOrganization();
    // Started, not awaited: the screen paints at once and only the figures wait for the prices.
    // A failure is the query's own (toast from the cache, thrown by useSuspenseQuery to the route).
    void queryClient.prefetchQuery(pricesQueryOptions(organization.id));
    return { orgId: organization.id };
  },
  component: CalculateScreen,
});

function CalculateScreen() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('calc.title')} lead={t('calc.intro')} />
      <Calculator orgId={Route.useLoaderData().orgId} />
    </>
  );
}
