import { useSyncExternalStore } from 'react';
import { media } from '@/styles/tokens';

function narrowQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(media.narrow);
}

function subscribe(listener: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** True at ≤ 768 px, where the profile is a menu of full screens instead of a side menu. */
export function isNarrowScreen(): boolean {
  return narrowQuery()?.matches ?? false;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false);
}
