import { useRouterState } from '@tanstack/react-router';
import { AccountOverlays } from '@/features/auth/components/account-overlays';
import { OfflineOverlays } from '@/features/offline/components/offline-overlays';
import { AppToaster } from './toaster';

// Loaded only when the service worker is up, never on the first paint.
const prepareOfflineData = () => import('./offline-data').then((module) => module.prepareOfflineData());

/** Pages made to be printed (a receipt, a label): no install offer on them. */
const PRINTED_PAGES = /^\/staff\/(?:receipt|label)\//;

/**
 * App-wide overlays, mounted once above every screen. Each feature adds its own with one line
 * (the login modal, the offline banner, the update and install prompts).
 */
export function AppOverlays() {
  const printedPage = useRouterState({ select: (state) => PRINTED_PAGES.test(state.location.pathname) });
  return (
    <>
      <AppToaster />
      <AccountOverlays />
      <OfflineOverlays prepareOffline={prepareOfflineData} offerInstall={!printedPage} />
    </>
  );
}
