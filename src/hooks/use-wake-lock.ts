import { useEffect } from 'react';

type WakeLockHandle = { release: () => Promise<void> };
type WakeLockApi = { request: (type: 'screen') => Promise<WakeLockHandle> };

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API, where the browser has it): a code
 * shown at a counter must not go dark in the queue. The browser drops the lock when the page is
 * hidden, so it is taken again when the page comes back; released when `active` ends.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!active || !wakeLock) return;
    let handle: WakeLockHandle | null = null;
    let ended = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      void wakeLock.request('screen').then(
        (taken) => {
          if (ended) void taken.release();
          else handle = taken;
        },
        // Refused (battery saver, a policy): the screen may dim, nothing else changes.
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', take);
      void handle?.release();
    };
  }, [active]);
}
