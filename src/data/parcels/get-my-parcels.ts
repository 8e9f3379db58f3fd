import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerParcelListSchema, type CustomerParcelList, type ParcelStatus } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

export type MyParcelsFilter = { status?: ParcelStatus };

/** GET /api/package: the signed-in customer's own parcels, narrowed to one status when it is given. */
export async function getMyParcels({ status }: MyParcelsFilter): Promise<CustomerParcelList> {
  // "All" sends no status at all, as the product's list does.
  const query = status ? { status } : undefined;
  return customerParcelListSchema.parse(await apiFetch<unknown>('/package', { query }));
}

export const myParcelsQueryOptions = (filter: MyParcelsFilter) =>
  queryOptions({
    queryKey: userKeys.parcels(filter.status),
    queryFn: () => getMyParcels(filter),
    // The product refetches whenever the filter changes; a chip change must never show stale data.
    staleTime: 0,
  });

export function useMyParcels(filter: MyParcelsFilter) {
  // Keeps the previous list on screen while the next filter loads, instead of a blank flash.
  return useQuery({ ...myParcelsQueryOptions(filter), placeholderData: keepPreviousData });
}
