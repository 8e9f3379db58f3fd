import { AppToaster } from './toaster';

/**
 * App-wide overlays, mounted once above every screen. Each feature adds its own with one line
 * (the login modal, the offline banner, the update and install prompts).
 */
export function AppOverlays() {
  return (
    <>
      <AppToaster />
    </>
  );
}
