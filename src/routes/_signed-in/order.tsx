import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseStatusSearch } from '@/features/my-parcels/status-filter';
import { isNarrowScreen } from '@/hooks/use-narrow-screen';
import { MyParcelsPage } from './-profile/my-parcels-page';

/** The narrow full-screen variant of /profile/order ("Миний ачаа"; the product's address, see contract/index.ts). */
export const Route = createFileRoute('/_signed-in/order')({
  validateSearch: parseStatusSearch,
  beforeLoad: ({ search }) => {
    if (!isNarrowScreen()) throw redirect({ to: '/profile/order', search });
  },
  component: MyParcelsPage,
});
