import type { QueryClient } from '@tanstack/react-query';
import type { InitialState, PageSearch } from '@contract/initial-state';
import { normaliseLookupValue } from './parcels/check-parcels';
import { markAsNetworkAnswer } from './public-answers';
import { publicKeys } from './query-keys';

let pageSearch: PageSearch | undefined;

/** The search the server answered in this page (`/?phone=…`), whether it still shows or not. */
export const servedSearch = (): PageSearch | undefined => pageSearch;

/**
 * Puts the answers the server rendered the page from into the query cache, under the keys the
 * screens ask for, before the first render: the server's render (src/entry-server.tsx) and the
 * browser's hydration then read the same data and so produce the same HTML. They count as this
 * visit's network answers (no "Хадгалсан" age) and as newer than anything the persisted cache
 * restores later, which never overwrites newer data.
 */
export function seedInitialAnswers(queryClient: QueryClient, state: InitialState | null, receivedAt = Date.now()): void {
  pageSearch = state?.search;
  if (!state) return;
  const orgId = state.organization.id;
  const put = (queryKey: readonly unknown[], data: unknown, updatedAt = receivedAt) =>
    queryClient.setQueryData(queryKey, markAsNetworkAnswer(data), { updatedAt });
  // As if the app had asked: the query the search field makes, answered when the server says (the
  // time its results show), so it is fresh and not asked again; persisted like any answer (offline copy).
  const { search } = state;
  if (search?.answer)
    put(publicKeys.parcelLookup(search.mode, normaliseLookupValue(search.mode, search.value)), search.answer, search.answeredAt);
  if (state.prices) put(publicKeys.organizationPrices(orgId), state.prices);
  if (state.warehouses) put(publicKeys.activeWarehouses(orgId), state.warehouses);
  if (state.cargoAddress) put(publicKeys.cargoAddress(state.cargoAddress.warehouseId), state.cargoAddress.address);
}
