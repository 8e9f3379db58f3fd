import type { QueryClient } from '@tanstack/react-query';
import { EARLY_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import { linkedLookup } from '@contract/linked-lookup';
import { checkParcelsQueryOptions, normaliseLookupValue } from '@/data/parcels/check-parcels';
import { phoneProblem } from '@/lib/form-checks';

/**
 * A search tapped before the app started, held by the page's early-input guard (a repeat visit:
 * contract/early-input-script.ts): its request goes now, while the app is still starting, instead of
 * once the app has taken the form over and submitted it again. That submit asks for the same query,
 * finds it on its way (or answered) and only shows it. What the form holds is read as the plain HTML
 * form would send it (the mode, and the value in the server's phone field); a value the app would
 * refuse is left to the app, which says why. The results' code is not loaded here: evaluated before
 * hydration at a 4× slower CPU it made the app usable 0.4–1.0 s later on the weak link (bench:weak),
 * for no sooner answer; the submit loads it as before.
 */
export function sendHeldSearch(queryClient: QueryClient, root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>(`form[${EARLY_SUBMIT_ATTRIBUTE}="parcel-search"]`);
  if (!form) return;
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  const typed = linkedLookup(fields.toString());
  if (!typed) return;
  const value = normaliseLookupValue(typed.mode, typed.value);
  if (!value || (typed.mode === 'phone' && phoneProblem(value))) return;
  void queryClient.prefetchQuery(checkParcelsQueryOptions({ mode: typed.mode, value }));
}
