import { linkedLookup, normalizePhone, parcelCheckRequestSchema, phoneProblem, type PageSearch } from '@contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { ParcelCheck } from '../modules/parcels/parcel-check';

/**
 * The home page's search answered by the server: `/?phone=…`, `/?trackCode=…` and what
 * the search form sends as a plain HTML form (`/?mode=…&phone=…`, tapped before the app has
 * started) come back as the home screen with the results, from the very check POST
 * /api/package/check runs (its rate limit included). Undefined when the query asks for no search.
 */
export async function answerPageSearch(
  check: ParcelCheck,
  ip: string,
  query: string,
  log: FastifyBaseLogger,
): Promise<PageSearch | undefined> {
  const linked = linkedLookup(query);
  if (!linked) return undefined;
  // As the app's field sends it (src/data/parcels/check-parcels.ts): phone digits only, codes upper-case.
  const value = linked.mode === 'phone' ? normalizePhone(linked.value) : linked.value.toUpperCase();
  // A value the search field itself refuses: nothing is asked, the app shows the field's own words.
  if (linked.mode === 'phone' && phoneProblem(value)) return linked;
  const request = parcelCheckRequestSchema.safeParse(linked.mode === 'phone' ? { phone: value } : { trackCode: value });
  if (!request.success) return { ...linked, error: request.error.issues[0]?.message ?? '' };
  try {
    const answer = await check(ip, request.data);
    return { ...linked, answer, answeredAt: Date.now() };
  } catch (error) {
    // 429 (and any refusal of the check's own): its message under the field, as the app shows it.
    if (error instanceof HttpError && error.statusCode < 500) return { ...linked, error: error.message };
    // The page still works: the app asks the check itself once it is up. No query in the log (a phone).
    log.error({ err: error }, 'The home page’s search failed');
    return linked;
  }
}
