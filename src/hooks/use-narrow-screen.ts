import { useSyncExternalStore } from 'react';
import { media } from '@/styles/media';

function narrowQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(media.narrow);
}

function subscribe(listener: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** True at ≤ 768 px (the narrow layout: tab bar, top bar, the profile as a menu of full screens). */
export function isNarrowScreen(): boolean {
  return narrowQuery()?.matches ?? false;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false);
}
