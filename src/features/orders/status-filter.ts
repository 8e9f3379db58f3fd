import type { ParcelStatus } from '@contract';

/**
 * The chips' statuses in the flow's order. Written out rather than imported from the contract:
 * the route validates `?status=` on the first-paint path, where zod (the contract's schemas) must
 * not load. A test keeps this list equal to the contract's PARCEL_STATUSES.
 */
export const FILTER_STATUSES = [
  'REGISTERED',
  'RECEIVED',
  'SENT',
  'DELIVERED',
  'BROKEN',
  'FINISHED',
] as const satisfies readonly ParcelStatus[];

export type StatusSearch = { status?: ParcelStatus };

/**
 * `?status=SENT` → SENT; anything else (absent, misspelt) → all parcels. The key is always returned:
 * the router merges the raw search under the validated one, so leaving it out would keep `LOST`.
 */
export function parseStatusSearch(search: Record<string, unknown>): StatusSearch {
  return { status: FILTER_STATUSES.find((known) => known === search.status) };
}
