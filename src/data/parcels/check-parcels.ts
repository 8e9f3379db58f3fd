import { queryOptions } from '@tanstack/react-query';
import type { ParcelCheckRequest, ParcelCheckResponse } from '@contract';
import { normalizePhone } from '@contract/phone';
import { apiFetch } from '@/lib/http';
import { publicKeys, type LookupMode } from '../query-keys';

export type { LookupMode };
export type ParcelLookup = { mode: LookupMode; value: string };

/** What the user typed, as the API expects it: phone digits only, tracking codes upper-case. */
export function normaliseLookupValue(mode: LookupMode, raw: string): string {
  return mode === 'phone' ? normalizePhone(raw) : raw.trim().toUpperCase();
}

/** The public check's path under the API's base (POST). */
export const CHECK_PARCELS_PATH = '/package/check';

/** POST /api/package/check: the public check by phone or tracking code. */
export function checkParcels({ mode, value }: ParcelLookup, signal?: AbortSignal): Promise<ParcelCheckResponse> {
  const body: ParcelCheckRequest = mode === 'phone' ? { phone: value } : { trackCode: value };
  // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
  return apiFetch<ParcelCheckResponse>(CHECK_PARCELS_PATH, { method: 'POST', body, signal });
}

/** A lookup is a query (not a mutation) so its answer is cached, shared and can be persisted. */
export function checkParcelsQueryOptions(lookup: ParcelLookup) {
  return queryOptions({
    queryKey: publicKeys.parcelLookup(lookup.mode, lookup.value),
    queryFn: ({ signal }) => checkParcels(lookup, signal),
    meta: { errorToast: 'search.error' },
  });
}
