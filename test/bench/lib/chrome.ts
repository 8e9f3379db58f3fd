import { launch, type LaunchedChrome } from 'chrome-launcher';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium for Lighthouse: headless, and kept off the network so nothing but our pages
 * competes for the two cores. chrome-launcher gives it a fresh temporary profile that every run of
 * one bench shares, which is what lets the second visit find the service worker installed.
 */
export function launchBenchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
    logLevel: 'silent',
  });
}
