import { PARCEL_STATUSES, type ParcelStatus } from '@contract/parcel-status';

export type StatusSearch = { status?: ParcelStatus };

/**
 * `?status=SENT` → SENT; anything else (absent, misspelt) → all parcels. The key is always returned:
 * the router merges the raw search under the validated one, so leaving it out would keep `LOST`.
 */
export function parseStatusSearch(search: Record<string, unknown>): StatusSearch {
  return { status: PARCEL_STATUSES.find((known) => known === search.status) };
}
