import { useEffect, useRef } from 'react';
import { useReserveOverlaySpace } from '../reserve-overlay-space';
import type { PrepareOffline } from '../sw-bridge';
import { InstallButton } from './install-button';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';
import * as styles from './offline-overlays.css';

/**
 * The offline banner, the update toast and the install button (the page keeps their room free),
 * and the start of the service worker bridge (production builds only: the dev server has no worker).
 */
export function OverlayStack({ prepareOffline, offerInstall }: { prepareOffline: PrepareOffline; offerInstall: boolean }) {
  const stackRef = useRef<HTMLDivElement>(null);
  useReserveOverlaySpace(stackRef);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void import('../sw-bridge').then(({ registerServiceWorker }) => registerServiceWorker(prepareOffline));
  }, [prepareOffline]);

  return (
    <div ref={stackRef} className={styles.stack}>
      <OfflineBanner />
      <UpdateToast />
      <InstallButton offered={offerInstall} />
    </div>
  );
}
