/** The staff screen's parts, kept in the URL (`/staff?tab=status`) so a reload stays on the same one. */
export const STAFF_TABS = [
  'register',
  'status',
  'counter',
  'report',
  'import',
  'places',
  'delivery',
  'customers',
  'arrival',
  'trips',
] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

/** No tab (or an unknown one) is the first part, registering, so `/staff` links need no search. */
export function parseStaffSearch(search: Record<string, unknown>): { tab?: StaffTab } {
  const tab = STAFF_TABS.find((name) => name === search.tab);
  return tab ? { tab } : {};
}
