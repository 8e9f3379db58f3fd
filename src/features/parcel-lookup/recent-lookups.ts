import { useEffect } from 'react';
import type { LookupMode, ParcelLookup } from '@/data/parcels/check-parcels';
import { createPersistedStore } from '@/lib/persisted-store';

/** Where the home screen's recent parcel lookups are kept between visits. */
export const RECENT_LOOKUPS_KEY = 'recent-lookups';
export const MAX_RECENT_LOOKUPS = 10;

/** A lookup the user made, newest first; `checkedAt` is when its answer last came from the server. */
export type RecentLookup = ParcelLookup & { checkedAt: number };

const MODES: readonly LookupMode[] = ['phone', 'trackCode'];
const EMPTY: readonly RecentLookup[] = [];

function isRecentLookup(value: unknown): value is RecentLookup {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    MODES.includes(item.mode as LookupMode) && typeof item.value === 'string' && item.value !== '' && typeof item.checkedAt === 'number'
  );
}

const recentLookups = createPersistedStore<readonly RecentLookup[]>({
  key: RECENT_LOOKUPS_KEY,
  read: (stored) => (Array.isArray(stored) ? stored.filter(isRecentLookup).slice(0, MAX_RECENT_LOOKUPS) : EMPTY),
  empty: EMPTY,
});

export const getRecentLookups = recentLookups.get;
export const useRecentLookups = recentLookups.use;

const sameLookup = (a: ParcelLookup, b: ParcelLookup) => a.mode === b.mode && a.value === b.value;

/** Puts a lookup first (once), keeping at most ten. */
export function rememberLookup(lookup: ParcelLookup, checkedAt: number): void {
  const others = getRecentLookups().filter((item) => !sameLookup(item, lookup));
  recentLookups.set([{ mode: lookup.mode, value: lookup.value, checkedAt }, ...others].slice(0, MAX_RECENT_LOOKUPS));
}

export function forgetLookup(lookup: ParcelLookup): void {
  recentLookups.set(getRecentLookups().filter((item) => !sameLookup(item, lookup)));
}

/**
 * Records a lookup each time its answer arrives (or is restored), with when it came from the server;
 * one that found nothing (an unknown phone or code) is not worth a tap again, so it is dropped.
 */
export function useRememberLookup(lookup: ParcelLookup | null, answer: { at: number; found: boolean } | undefined): void {
  const answeredAt = answer?.at;
  const found = answer?.found;
  useEffect(() => {
    if (!lookup || !answeredAt) return;
    if (found) rememberLookup(lookup, answeredAt);
    else forgetLookup(lookup);
  }, [lookup, answeredAt, found]);
}
