/**
 * The only API answers the service worker keeps: public, the same for every visitor, and what the
 * calculator and the address screens need offline. Auth and user data never match.
 */
const PUBLIC_API_PATHS = [/^\/api\/warehouse(?:\/\d+)?$/, /^\/api\/cargoAddress\/\d+$/, /^\/api\/organization$/, /^\/api\/contacts$/];

export function isPublicApiRequest(url: URL, origin: string): boolean {
  return url.origin === origin && PUBLIC_API_PATHS.some((path) => path.test(url.pathname));
}

/** How many answers and for how long: a few warehouses and their addresses, a week's offline use. */
export const PUBLIC_API_CACHE = {
  name: 'achaa-public-api',
  maxEntries: 60,
  maxAgeSeconds: 7 * 24 * 60 * 60,
} as const;

/**
 * How long a public answer may take before the saved copy is used instead: a receiving address is
 * copied into a shop, so the network is asked first, but a slow link must not leave the screen blank.
 */
export const NETWORK_WAIT_MS = 3000;

/**
 * Set (milliseconds since 1970) on an answer that comes from the worker's cache instead of the
 * network, so the page can say how old what it shows is. The server never sends it.
 */
export const SAVED_AT_HEADER = 'x-achaa-saved-at';
