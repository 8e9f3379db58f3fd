import { queryOptions } from '@tanstack/react-query';
import type { ParcelCheckRequest, ParcelCheckResponse } from '@contract';
import { apiFetch } from '@/lib/http';

export type LookupMode = 'phone' | 'trackCode';
export type ParcelLookup = { mode: LookupMode; value: string };

/** Keys for public parcel lookups; the offline persister keeps everything under `parcelKeys.lookups()`. */
export const parcelKeys = {
  all: ['parcels'] as const,
  lookups: () => [...parcelKeys.all, 'lookup'] as const,
  lookup: (mode: LookupMode, value: string) => [...parcelKeys.lookups(), mode, value] as const,
};

/** What the user typed, as the API expects it: phone digits only, tracking codes upper-case. */
export function normaliseLookupValue(mode: LookupMode, raw: string): string {
  return mode === 'phone' ? raw.replace(/[\s-]/g, '') : raw.trim().toUpperCase();
}

export function checkParcels({ mode, value }: ParcelLookup, signal?: AbortSignal): Promise<ParcelCheckResponse> {
  const body: ParcelCheckRequest = mode === 'phone' ? { phone: value } : { trackCode: value };
  return apiFetch<ParcelCheckResponse>('/package/check', { method: 'POST', body, signal });
}

/** A lookup is a query (not a mutation) so its answer is cached, shared and can be persisted. */
export function checkParcelsQueryOptions(lookup: ParcelLookup) {
  return queryOptions({
    queryKey: parcelKeys.lookup(lookup.mode, lookup.value),
    queryFn: ({ signal }) => checkParcels(lookup, signal),
    meta: { errorToast: 'search.error' },
  });
}
