import { createFileRoute, notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { CargoAddressDetail, CargoAddressSkeleton } from '@/features/warehouses/components/cargo-address-detail';
import { WarehouseNotFound } from '@/features/warehouses/components/warehouse-not-found';
import { useT } from '@/i18n/i18n';
import { parsePositiveId } from '@/lib/ids';
import { BackButton } from './-components/back-button';

export const Route = createFileRoute('/branch/$id')({
  params: {
    parse: ({ id }) => {
      const warehouseId = parsePositiveId(id);
      // Not a warehouse id at all: the same red message as an unknown warehouse.
      if (warehouseId === null) throw notFound();
      return { id: warehouseId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context: { queryClient }, params: { id } }) => {
    // Started, not awaited: the heading paints at once and only the address waits, behind its stand-in.
    void queryClient.prefetchQuery(cargoAddressQueryOptions(id));
  },
  component: BranchScreen,
  notFoundComponent: BranchNotFound,
});

function BranchScreen() {
  const t = useT();
  const { id } = Route.useParams();
  return (
    <>
      <BackButton />
      <PageHeader title={t('address.title')} />
      <Suspense fallback={<CargoAddressSkeleton />}>
        <CargoAddressDetail warehouseId={id} />
      </Suspense>
    </>
  );
}

function BranchNotFound() {
  const t = useT();
  return (
    <>
      <BackButton />
      <PageHeader title={t('address.title')} />
      <WarehouseNotFound />
    </>
  );
}
