import { useNavigate } from '@tanstack/react-router';
import type { ParcelStatus, User } from '@contract';
import { PageHeader } from '@/components/page/page-header';
import { OrdersScreen } from '@/features/orders/components/orders-screen';
import { useT } from '@/i18n/i18n';

type OrdersPageProps = { user: User; status: ParcelStatus | undefined };

/** "Миний ачаа" (wide /profile/order, narrow /order); the chosen chip lives in `?status=`. */
export function OrdersPage({ user, status }: OrdersPageProps) {
  const t = useT();
  const navigate = useNavigate();
  // A filter is not a place: replacing the entry keeps Back leaving the list rather than stepping through chips.
  const changeStatus = (next: ParcelStatus | undefined) => void navigate({ to: '.', search: next ? { status: next } : {}, replace: true });
  return (
    <>
      <PageHeader title={t('profile.orders')} />
      <OrdersScreen status={status} onStatusChange={changeStatus} orderer={`${user.lastName} ${user.firstName}`} />
    </>
  );
}
