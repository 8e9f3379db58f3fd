import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { cargoAddressQueryOptions } from '@/features/warehouses/api/get-cargo-address';
import { activeWarehousesQueryOptions } from '@/features/warehouses/api/get-warehouses';
import { ActiveWarehouses } from '@/features/warehouses/components/active-warehouses';
import { useT } from '@/i18n/i18n';
import { ensureOrganization } from '@/lib/initial-state';

export const Route = createFileRoute('/address')({
  loader: async ({ context: { queryClient } }) => {
    const organization = await ensureOrganization();
    const warehouses = await queryClient.ensureQueryData(activeWarehousesQueryOptions(organization.id));
    // One warehouse is shown directly, so its address is part of this screen's data.
    const [only, ...others] = warehouses.list;
    if (only && others.length === 0) await queryClient.ensureQueryData(cargoAddressQueryOptions(only.id));
    return { orgId: organization.id };
  },
  component: AddressScreen,
});

function AddressScreen() {
  const t = useT();
  const { orgId } = Route.useLoaderData();
  return (
    <>
      <PageHeader title={t('address.title')} />
      <ActiveWarehouses orgId={orgId} />
    </>
  );
}
