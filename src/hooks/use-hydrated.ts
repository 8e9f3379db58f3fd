import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates a prerendered page, true from then on (and at once
 * in a page rendered afresh): for what must not be in the server's HTML, such as a part that loads
 * its code lazily and would otherwise stand in as an unfinished boundary.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
