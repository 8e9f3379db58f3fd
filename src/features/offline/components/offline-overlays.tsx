import { useEffect } from 'react';
import { InstallButton } from './install-button';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';
import * as styles from './offline-overlays.css';

/** After the first paint and when the main thread is idle: the worker is never on the critical path. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

/**
 * The offline banner, the update toast and the install button, and the lazy start of the service
 * worker bridge (production builds only: the dev server has no worker).
 */
export function OfflineOverlays() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    whenIdle(() => {
      void import('../sw-bridge').then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }, []);

  return (
    <div className={styles.stack}>
      <OfflineBanner />
      <UpdateToast />
      <InstallButton />
    </div>
  );
}
