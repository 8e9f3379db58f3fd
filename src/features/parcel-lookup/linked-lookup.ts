import { TRACK_CODE_MAX_LENGTH } from '@contract/track-code';
import type { ParcelLookup } from '@/data/parcels/check-parcels';

/** The longest value a link may carry: a tracking code's limit. */
const LONGEST_VALUE = TRACK_CODE_MAX_LENGTH;

/**
 * The search a link to the home screen carries: `/?phone=99112233`, `/?trackCode=YT…`, or what the
 * search form itself sends as a plain HTML form (`/?mode=trackCode&phone=…`, when the app's script
 * failed to load, so the server's phone field carried the code). Read from the raw query: the
 * router's own parsing turns digits into numbers, which would round a long numeric code.
 */
export function linkedLookup(searchStr: string): ParcelLookup | null {
  const params = new URLSearchParams(searchStr);
  const phone = params.get('phone');
  const trackCode = params.get('trackCode');
  const mode =
    params.get('mode') === 'trackCode' || (params.get('mode') !== 'phone' && phone === null && trackCode !== null) ? 'trackCode' : 'phone';
  const value = (mode === 'phone' ? (phone ?? trackCode) : (trackCode ?? phone))?.trim().slice(0, LONGEST_VALUE);
  return value ? { mode, value } : null;
}
