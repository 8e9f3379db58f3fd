import { lazy, Suspense, useEffect, useState } from 'react';
import type { PrepareOffline } from '../sw-bridge';
// Listens for Chrome's install event from the start; the button that uses it comes later.
import '../install-prompt';

const OverlayStack = lazy(() => import('./overlay-stack').then((module) => ({ default: module.OverlayStack })));

/** After the first paint and when the main thread is idle: none of this is on the critical path. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}

/** The offline banner, update toast, install button and service worker, loaded once the page is idle. */
export function OfflineOverlays({ prepareOffline }: { prepareOffline: PrepareOffline }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <OverlayStack prepareOffline={prepareOffline} />
    </Suspense>
  );
}
