import { createFileRoute } from '@tanstack/react-router';
import { parseStatusSearch } from '@/features/my-parcels/status-filter';
import { MyParcelsPage } from '../-profile/my-parcels-page';

/** "Миний ачаа" beside the side menu; /profile/order is the product's address for it (contract/index.ts says why). */
export const Route = createFileRoute('/_signed-in/profile/order')({
  validateSearch: parseStatusSearch,
  component: MyParcelsPage,
});
