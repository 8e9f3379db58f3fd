import { createFileRoute, redirect } from '@tanstack/react-router';
import { isNarrowScreen } from '@/features/profile/use-narrow-screen';
import { parseStatusSearch } from '@/features/orders/status-filter';
import { OrdersPage } from './-profile/orders-page';
import { requireStoredUser } from './-profile/require-user';
import { useSignedInUser } from './-profile/use-signed-in-user';

export const Route = createFileRoute('/order')({
  validateSearch: parseStatusSearch,
  // The narrow full-screen variant of /profile/order, behind the same guard.
  beforeLoad: ({ preload, search }) => {
    const context = requireStoredUser({ preload });
    if (!isNarrowScreen()) throw redirect({ to: '/profile/order', search });
    return context;
  },
  component: NarrowOrders,
});

function NarrowOrders() {
  const user = useSignedInUser();
  const { status } = Route.useSearch();
  if (!user) return null;
  return <OrdersPage user={user} status={status} />;
}
