import type { QueryClient } from '@tanstack/react-query';
import type { ParcelCheckResponse } from '@contract';
import { EARLY_ANSWER_GLOBAL, EARLY_SUBMIT_ATTRIBUTE, type EarlyAnswer } from '@contract/early-input';
import { linkedLookup } from '@contract/linked-lookup';
import { checkParcels, checkParcelsQueryOptions, normaliseLookupValue, type ParcelLookup } from '@/data/parcels/check-parcels';
import { phoneProblem } from '@/lib/form-checks';

/**
 * A search tapped before the app started, held by the page's early-input guard (a repeat visit:
 * contract/early-input-script.ts): its answer is in the cache before the app has taken the form over
 * and submitted it again, so that submit asks for the same query, finds it on its way (or answered)
 * and only shows it. The guard sent the request at the tap; it is taken over here when it asked what
 * the form asks now (the text may have changed since), and the search is asked now otherwise. What the form holds is read as the plain HTML
 * form would send it (the mode, and the value in the server's phone field); a value the app would
 * refuse is left to the app, which says why. The results' code is not loaded here: evaluated before
 * hydration at a 4× slower CPU it made the app usable 0.4–1.0 s later on the weak link (bench:weak),
 * for no sooner answer; the submit loads it as before.
 */
export function sendHeldSearch(queryClient: QueryClient, root: ParentNode = document): void {
  const early = takeEarlyAnswer();
  const form = root.querySelector<HTMLFormElement>(`form[${EARLY_SUBMIT_ATTRIBUTE}="parcel-search"]`);
  if (!form) return;
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  const typed = linkedLookup(fields.toString());
  if (!typed) return;
  const lookup: ParcelLookup = { mode: typed.mode, value: normaliseLookupValue(typed.mode, typed.value) };
  if (!lookup.value || (lookup.mode === 'phone' && phoneProblem(lookup.value))) return;
  const options = checkParcelsQueryOptions(lookup);
  const sent = early && askedFor(early.asked, lookup) ? early.response : undefined;
  void queryClient.prefetchQuery(sent ? { ...options, queryFn: ({ signal }) => answerOf(sent, lookup, signal) } : options);
}

/** Whether the guard's body asks for `lookup`, read as the server reads it (one key, the value normalised). */
function askedFor(asked: Record<string, string>, lookup: ParcelLookup): boolean {
  const value = asked[lookup.mode];
  return Object.keys(asked).length === 1 && typeof value === 'string' && normaliseLookupValue(lookup.mode, value) === lookup.value;
}

/** The guard's request, once: a later search is the app's own. */
function takeEarlyAnswer(): EarlyAnswer | undefined {
  const scope = window as unknown as Partial<Record<typeof EARLY_ANSWER_GLOBAL, EarlyAnswer>>;
  const early = scope[EARLY_ANSWER_GLOBAL];
  delete scope[EARLY_ANSWER_GLOBAL];
  return early;
}

/**
 * The guard's answer when the server gave one; anything else (a refusal, a dropped link, a body
 * that is not JSON) is asked again the app's way, which turns it into the error the screen shows.
 */
async function answerOf(sent: Promise<Response>, lookup: ParcelLookup, signal: AbortSignal): Promise<ParcelCheckResponse> {
  try {
    const response = await sent;
    if (response.ok) return (await response.json()) as ParcelCheckResponse;
  } catch {
    // Asked again below.
  }
  return checkParcels(lookup, signal);
}
