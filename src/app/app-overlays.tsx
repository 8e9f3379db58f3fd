import { AccountOverlays } from '@/features/auth/components/account-overlays';
import { OfflineOverlays } from '@/features/offline/components/offline-overlays';
import { AppToaster } from './toaster';

// Loaded only when the service worker is up, never on the first paint.
const prepareOfflineData = () => import('./offline-data').then((module) => module.prepareOfflineData());

/**
 * App-wide overlays, mounted once above every screen. Each feature adds its own with one line
 * (the login modal, the offline banner, the update and install prompts).
 */
export function AppOverlays() {
  return (
    <>
      <AppToaster />
      <AccountOverlays />
      <OfflineOverlays prepareOffline={prepareOfflineData} />
    </>
  );
}
