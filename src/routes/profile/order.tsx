import { createFileRoute } from '@tanstack/react-router';
import { parseStatusSearch } from '@/features/orders/status-filter';
import { useStoredUser } from '@/lib/stored-user';
import { OrdersPage } from '../-profile/orders-page';

export const Route = createFileRoute('/profile/order')({
  validateSearch: parseStatusSearch,
  component: ProfileOrders,
});

function ProfileOrders() {
  const user = useStoredUser();
  const { status } = Route.useSearch();
  if (!user) return null;
  return <OrdersPage user={user} status={status} />;
}
