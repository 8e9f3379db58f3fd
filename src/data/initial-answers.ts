import type { QueryClient } from '@tanstack/react-query';
import type { InitialState } from '@contract/initial-state';
import { markAsNetworkAnswer } from './public-answers';
import { publicKeys } from './query-keys';

/**
 * Puts the answers the server rendered the page from into the query cache, under the keys the
 * screens ask for, before the first render: the server's render (src/entry-server.tsx) and the
 * browser's hydration then read the same data and so produce the same HTML. They count as this
 * visit's network answers (no "Хадгалсан" age) and as newer than anything the persisted cache
 * restores later, which never overwrites newer data.
 */
export function seedInitialAnswers(queryClient: QueryClient, state: InitialState | null, receivedAt = Date.now()): void {
  if (!state) return;
  const orgId = state.organization.id;
  const put = (queryKey: readonly unknown[], data: unknown) =>
    queryClient.setQueryData(queryKey, markAsNetworkAnswer(data), { updatedAt: receivedAt });
  if (state.prices) put(publicKeys.organizationPrices(orgId), state.prices);
  if (state.warehouses) put(publicKeys.activeWarehouses(orgId), state.warehouses);
  if (state.cargoAddress) put(publicKeys.cargoAddress(state.cargoAddress.warehouseId), state.cargoAddress.address);
}
