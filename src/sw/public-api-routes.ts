/**
 * The only API answers the service worker keeps: public, the same for every visitor, and what the
 * calculator and the address screens need offline. Auth and user data never match.
 */
const PUBLIC_API_PATHS = [/^\/api\/warehouse(?:\/\d+)?$/, /^\/api\/cargoAddress\/\d+$/, /^\/api\/organization$/];

export function isPublicApiRequest(url: URL, origin: string): boolean {
  return url.origin === origin && PUBLIC_API_PATHS.some((path) => path.test(url.pathname));
}

/** How many answers and for how long: a few warehouses and their addresses, a week's offline use. */
export const PUBLIC_API_CACHE = {
  name: 'achaa-public-api',
  maxEntries: 60,
  maxAgeSeconds: 7 * 24 * 60 * 60,
} as const;
