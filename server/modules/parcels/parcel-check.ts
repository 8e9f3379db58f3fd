import type { ParcelCheckRequest, ParcelCheckResponse } from '@contract';
import type { AppContext } from '../../app-context';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { createPublicLookups } from './public-lookup';

/** The public check by phone or tracking code, for one client address: counted against its limit, then answered. */
export type ParcelCheck = (ip: string, request: ParcelCheckRequest) => Promise<ParcelCheckResponse>;

/**
 * The one public check: POST /api/package/check and the home page's search (`GET /?phone=…`, issue
 * 28) both run it, so a search counts against the same per-address budget whichever way it came.
 * Anyone may look up any phone, so the rate limit is what keeps it from being a phone-book scraper.
 */
export function createParcelCheck({ database, rateLimitStore, rateLimits, arrival }: AppContext): ParcelCheck {
  const lookups = createPublicLookups(database, arrival);
  return async (ip, request) => {
    await enforceWindow(rateLimitStore, checkLimitKey(ip), rateLimits.parcelCheck);
    // One statement on the database: the parcels with their estimates' inputs and the total (public-lookup.ts).
    return 'phone' in request ? lookups.checkByPhone(request.phone) : lookups.checkByTrackCode(request.trackCode);
  };
}

/** The budget the check, a parcel's public timeline and the page's search share, per client address. */
export const checkLimitKey = (ip: string) => `check:ip:${ip}`;
