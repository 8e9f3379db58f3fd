import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerParcelListSchema, type CustomerParcelList, type ParcelStatus } from '@contract';
import { apiFetch } from '@/lib/http';

export type ParcelFilter = { status?: ParcelStatus };

export async function getParcels({ status }: ParcelFilter): Promise<CustomerParcelList> {
  // "All" sends no status at all, as the product's list does.
  const query = status ? { status } : undefined;
  return customerParcelListSchema.parse(await apiFetch<unknown>('/package', { query }));
}

/** User-scoped: the key starts with 'me' so signing out clears it (and its persisted copy). */
export const parcelsQueryOptions = (filter: ParcelFilter) =>
  queryOptions({
    queryKey: ['me', 'parcels', { status: filter.status ?? null }],
    queryFn: () => getParcels(filter),
    // The product refetches whenever the filter changes; a chip change must never show stale data.
    staleTime: 0,
  });

export function useParcels(filter: ParcelFilter) {
  // Keeps the previous list on screen while the next filter loads, instead of a blank flash.
  return useQuery({ ...parcelsQueryOptions(filter), placeholderData: keepPreviousData });
}
