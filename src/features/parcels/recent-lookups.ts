import { useEffect, useSyncExternalStore } from 'react';
import type { LookupMode, ParcelLookup } from './api/check-parcels';

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

let cachedRaw: string | null = null;
let cachedList: readonly RecentLookup[] = EMPTY;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENT_LOOKUPS_KEY);
  } catch {
    // Storage disabled (private mode): no history, searching still works.
    return null;
  }
}

/** Parsed once per change of the stored text so React gets a stable snapshot. */
export function getRecentLookups(): readonly RecentLookup[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedList = Array.isArray(parsed) ? parsed.filter(isRecentLookup).slice(0, MAX_RECENT_LOOKUPS) : EMPTY;
    } catch {
      cachedList = EMPTY;
    }
  }
  return cachedList;
}

function save(list: readonly RecentLookup[]): void {
  try {
    localStorage.setItem(RECENT_LOOKUPS_KEY, JSON.stringify(list));
  } catch {
    // Full or disabled storage: the list is a convenience, never worth an error.
  }
  listeners.forEach((listener) => listener());
}

const sameLookup = (a: ParcelLookup, b: ParcelLookup) => a.mode === b.mode && a.value === b.value;

/** Puts a lookup first (once), keeping at most ten. */
export function rememberLookup(lookup: ParcelLookup, checkedAt: number): void {
  const others = getRecentLookups().filter((item) => !sameLookup(item, lookup));
  save([{ mode: lookup.mode, value: lookup.value, checkedAt }, ...others].slice(0, MAX_RECENT_LOOKUPS));
}

export function forgetLookup(lookup: ParcelLookup): void {
  save(getRecentLookups().filter((item) => !sameLookup(item, lookup)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab searched or removed one; `key === null` means the whole storage was cleared.
    if (event.key === RECENT_LOOKUPS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentLookups(): readonly RecentLookup[] {
  return useSyncExternalStore(subscribe, getRecentLookups, () => EMPTY);
}

/** Records a lookup each time its answer arrives (or is restored), with when it came from the server. */
export function useRememberLookup(lookup: ParcelLookup | null, answeredAt: number | undefined): void {
  useEffect(() => {
    if (lookup && answeredAt) rememberLookup(lookup, answeredAt);
  }, [lookup, answeredAt]);
}
