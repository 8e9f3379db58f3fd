/** The owner's view's parts, kept in the URL (`/owner?tab=staff`); `q` opens the audit on an object (a parcel's staff view links there). */
export const OWNER_TABS = ['dashboard', 'staff', 'audit'] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];

export function parseOwnerSearch(search: Record<string, unknown>): { tab?: OwnerTab; q?: string } {
  const tab = OWNER_TABS.find((name) => name === search.tab);
  const q = typeof search.q === 'string' && search.q.length <= 80 ? search.q : undefined;
  return { ...(tab ? { tab } : {}), ...(q ? { q } : {}) };
}
