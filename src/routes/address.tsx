import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { activeWarehousesQueryOptions } from '@/data/warehouses/get-active-warehouses';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { ActiveWarehouses, ActiveWarehousesSkeleton } from '@/features/warehouses/components/active-warehouses';
import { parseConnectSearch } from '@/features/warehouses/connect-search';
import { useT } from '@/i18n/i18n';
import { ensureOrganization } from '@/data/organization/ensure-organization';

// Loaded only when the page is opened on a guide (the drawer's shop links).
const ConnectGuide = lazy(() =>
  import('@/features/warehouses/components/connect-guide').then((module) => ({ default: module.ConnectGuide })),
);

export const Route = createFileRoute('/address')({
  validateSearch: parseConnectSearch,
  loader: async ({ context: { queryClient } }) => {
    const organization = await ensureOrganization();
    // Started, not awaited: the heading paints at once and the list waits behind its stand-in. One
    // warehouse is shown directly, so its address is fetched as soon as the list says so.
    void queryClient
      .ensureQueryData(activeWarehousesQueryOptions(organization.id))
      .then(({ list: [only, ...others] }) => {
        if (only && others.length === 0) return queryClient.prefetchQuery(cargoAddressQueryOptions(only.id));
      })
      // A failed list is the query's own: toast from the cache, thrown by useSuspenseQuery to the route.
      .catch(() => undefined);
    return { orgId: organization.id };
  },
  component: AddressScreen,
});

function AddressScreen() {
  const t = useT();
  const { orgId } = Route.useLoaderData();
  const { guide } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={t('address.title')} />
      <Suspense fallback={<ActiveWarehousesSkeleton />}>
        <ActiveWarehouses orgId={orgId} />
      </Suspense>
      {guide ? (
        <Suspense fallback={null}>
          {/* Closing leaves the address list, as the guide's own last step points to it. */}
          <ConnectGuide platform={guide} orgId={orgId} onClose={() => void navigate({ search: {}, replace: true })} />
        </Suspense>
      ) : null}
    </>
  );
}
