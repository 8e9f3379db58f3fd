import { TRACK_CODE_MAX_LENGTH } from './track-code';

/** What the home screen's search looks for: a phone number or a tracking code. */
export type LinkedLookup = { mode: 'phone' | 'trackCode'; value: string };

/** The longest value a link may carry: a tracking code's limit. */
const LONGEST_VALUE = TRACK_CODE_MAX_LENGTH;

/**
 * The search a link to the home screen carries: `/?phone=99112233`, `/?trackCode=YT…`, or what the
 * search form itself sends as a plain HTML form (`/?mode=trackCode&phone=…`, before the app has
 * started, so the server's phone field carried the code). Read from the raw query: the router's own
 * parsing turns digits into numbers, which would round a long numeric code. The server answers the
 * same search in the page it renders (server/plugins/page-search.ts), the app reads it the same way.
 */
export function linkedLookup(searchStr: string): LinkedLookup | null {
  const params = new URLSearchParams(searchStr);
  const phone = params.get('phone');
  const trackCode = params.get('trackCode');
  const mode =
    params.get('mode') === 'trackCode' || (params.get('mode') !== 'phone' && phone === null && trackCode !== null) ? 'trackCode' : 'phone';
  const value = (mode === 'phone' ? (phone ?? trackCode) : (trackCode ?? phone))?.trim().slice(0, LONGEST_VALUE);
  return value ? { mode, value } : null;
}

/** The query of an address that carries `lookup`, as the search form sends it (`mode=trackCode&phone=…` reads back the same). */
export function linkedLookupQuery({ mode, value }: LinkedLookup): string {
  return new URLSearchParams({ mode, [mode]: value }).toString();
}
