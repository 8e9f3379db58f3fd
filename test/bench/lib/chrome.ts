import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

/**
 * Debian's Chromium for Lighthouse: headless, and kept off the network so nothing but our pages
 * competes for the two cores. chrome-launcher gives it a fresh temporary profile that every run of
 * one bench shares, which is what lets the second visit find the service worker installed.
 */
export function launchBenchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
}
