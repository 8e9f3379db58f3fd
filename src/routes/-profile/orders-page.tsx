import type { ParcelStatus, User } from '@contract';
import { PageHeader } from '@/components/page/page-header';
import { OrdersScreen } from '@/features/orders/components/orders-screen';
import { useT } from '@/i18n/i18n';

type OrdersPageProps = { user: User; status: ParcelStatus | undefined; onStatusChange: (status: ParcelStatus | undefined) => void };

/** "Миний ачаа" (wide /profile/order, narrow /order). */
export function OrdersPage({ user, status, onStatusChange }: OrdersPageProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('profile.orders')} />
      <OrdersScreen status={status} onStatusChange={onStatusChange} orderer={`${user.lastName} ${user.firstName}`} />
    </>
  );
}
