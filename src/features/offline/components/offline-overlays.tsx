import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { PrepareOffline } from '../sw-bridge';
// Listens for Chrome's install event from the start; the button that uses it comes later.
import '../install-prompt';

const OverlayStack = lazy(() => import('./overlay-stack').then((module) => ({ default: module.OverlayStack })));

/** The offline banner, update toast, install button and service worker, loaded once the page is idle: none of this is on the critical path. */
export function OfflineOverlays({ prepareOffline, offerInstall = true }: { prepareOffline: PrepareOffline; offerInstall?: boolean }) {
  const [idle, setIdle] = useState(false);
  // Rendered as a transition: in slices, behind anything the visitor does meanwhile.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <OverlayStack prepareOffline={prepareOffline} offerInstall={offerInstall} />
    </Suspense>
  );
}
