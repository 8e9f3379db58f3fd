/*
 * Every query key of the app, in three families. The family decides what happens to a query's
 * answer beyond the screen that asked:
 * - public: the same for every visitor (lookups, warehouses, prices): persisted for offline use;
 * - user: the signed-in user's own data: persisted too, and removed at logout, on a 401 and at the
 *   next login. Every user key starts with the same root, so a user query cannot be made by mistake
 *   outside the family (and so outlive its session);
 * - staff: the staff screen's answers (owners' phones, histories): never persisted, removed at logout.
 */

const USER_ROOT = 'me';
const STAFF_ROOT = 'staff';

export type LookupMode = 'phone' | 'trackCode';

export const publicKeys = {
  parcels: ['parcels'] as const,
  parcelLookup: (mode: LookupMode, value: string) => [...publicKeys.parcels, 'lookup', mode, value] as const,
  /** A parcel's public timeline: persisted like lookups, so /track/{code} opens offline. */
  parcelTimeline: (trackCode: string) => [...publicKeys.parcels, 'timeline', trackCode] as const,
  warehouses: ['warehouses'] as const,
  activeWarehouses: (orgId: number) => [...publicKeys.warehouses, 'active', orgId] as const,
  cargoAddress: (warehouseId: number) => [...publicKeys.warehouses, 'cargo-address', warehouseId] as const,
  prices: ['prices'] as const,
  organizationPrices: (orgId: number) => [...publicKeys.prices, orgId] as const,
  /** Phones, chat link and pickup points: persisted, so the footer and pickup card have them offline. */
  contacts: ['contacts'] as const,
};

export const userKeys = {
  all: [USER_ROOT] as const,
  session: () => [USER_ROOT, 'session'] as const,
  user: (id: number) => [USER_ROOT, 'user', id] as const,
  addresses: () => [USER_ROOT, 'addresses'] as const,
  parcels: (status: string | undefined) => [USER_ROOT, 'parcels', { status: status ?? null }] as const,
  deliveries: () => [USER_ROOT, 'deliveries'] as const,
  pickup: () => [USER_ROOT, 'pickup'] as const,
  claims: () => [USER_ROOT, 'claims'] as const,
  payment: (id: number) => [USER_ROOT, 'payment', id] as const,
  parcelPhotos: (trackCode: string) => [USER_ROOT, 'parcel-photos', trackCode] as const,
  /** GET /api/payments: every payment of the customer's phone (online, at the counter, at the door). */
  payments: () => [USER_ROOT, 'payments'] as const,
};

export const staffKeys = {
  all: [STAFF_ROOT] as const,
  parcel: (trackCode: string) => [STAFF_ROOT, 'parcel', trackCode] as const,
  warehouses: [STAFF_ROOT, 'warehouses'] as const,
  allWarehouses: (orgId: number) => [...staffKeys.warehouses, orgId] as const,
  deliveries: [STAFF_ROOT, 'deliveries'] as const,
  /** Every counter look-up (an invoice changes what each shows). */
  counters: [STAFF_ROOT, 'counter'] as const,
  counter: (q: string) => [STAFF_ROOT, 'counter', q] as const,
  handover: (id: number) => [STAFF_ROOT, 'handover', id] as const,
  dayReport: (date: string, warehouseId: number | null = null) => [STAFF_ROOT, 'report', date, warehouseId] as const,
  myWork: (date: string) => [STAFF_ROOT, 'my-work', date] as const,
  /** The owner's view (admins): the dashboard of a period, the staff accounts, an audit search. */
  dashboard: (from: string, to: string, warehouseId: number | null) => [STAFF_ROOT, 'dashboard', from, to, warehouseId] as const,
  staffAccounts: [STAFF_ROOT, 'staff-accounts'] as const,
  audit: (search: Record<string, string>) => [STAFF_ROOT, 'audit', search] as const,
  claims: [STAFF_ROOT, 'claims'] as const,
  lateParcels: [STAFF_ROOT, 'late-parcels'] as const,
  storageRule: [STAFF_ROOT, 'storage-rule'] as const,
  /** Trips: the list, one trip, the parcels waiting in Erenhot for a truck. */
  trips: [STAFF_ROOT, 'trips'] as const,
  trip: (id: number) => [STAFF_ROOT, 'trips', id] as const,
  tripWaiting: [STAFF_ROOT, 'trips', 'waiting'] as const,
  /** An invoice the counter opened (its QR on the staff screen), asked again while it is open. */
  payment: (id: number) => [STAFF_ROOT, 'payment', id] as const,
};

const PERSISTED_ROOTS: readonly unknown[] = [
  publicKeys.parcels[0],
  publicKeys.warehouses[0],
  publicKeys.prices[0],
  publicKeys.contacts[0],
  USER_ROOT,
];

/** Whether a query's answer is kept in storage for offline use: public and user data, never staff answers. */
export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  return PERSISTED_ROOTS.includes(queryKey[0]);
}

/** Whether a query belongs to the signed-in user (and must go when the session ends). */
export function isUserKey(queryKey: unknown): boolean {
  return Array.isArray(queryKey) && queryKey[0] === USER_ROOT;
}
