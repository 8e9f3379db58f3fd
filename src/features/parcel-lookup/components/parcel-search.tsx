import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TRACK_CODE_MAX_LENGTH } from '@contract/track-code';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { SearchIcon } from '@/components/icons/icons';
import { Segmented } from '@/components/segmented/segmented';
import { PhoneField } from '@/components/phone-field/phone-field';
import { TextField } from '@/components/text-field/text-field';
import { servedSearch } from '@/data/initial-answers';
import {
  CHECK_PARCELS_PATH,
  checkParcelsQueryOptions,
  normaliseLookupValue,
  type LookupMode,
  type ParcelLookup,
} from '@/data/parcels/check-parcels';
import { useForm } from '@/hooks/use-form';
import { earlySubmitProps } from '@/lib/early-submit';
import { env } from '@/lib/env';
import { phoneProblem } from '@/lib/form-checks';
import { preloadable } from '@/lib/preloadable';
import { useT } from '@/i18n/i18n';
import { useRememberLookup } from '../recent-lookups';
import { OfflineLookupNotice } from './offline-lookup-notice';
import { RecentLookups } from './recent-lookups';
import * as styles from './parcel-search.css';

/** Where the page's guard asks a search tapped before the app has started (contract/early-input-script.ts). */
const CHECK_PATH = `${env.apiUrl}${CHECK_PARCELS_PATH}`;

/** Placeholder key for the disabled query before the first search; never fetched. */
const NO_LOOKUP: ParcelLookup = { mode: 'phone', value: '' };

type SearchValues = { mode: LookupMode; value: string };
const EMPTY_SEARCH: SearchValues = { mode: 'phone', value: '' };

// Off the home screen's first-paint budget: loaded when a search is sent, alongside its request.
const resultsModule = () => import('./parcel-results-modal');
const ParcelResultsModal = preloadable(() => resultsModule().then((module) => module.ParcelResultsModal));
const loadResultsModal = ParcelResultsModal.preload;

/** The results with all their parts, loaded: the server renders a search's page whole (src/entry-server.tsx). */
let resultParts: Promise<unknown> | undefined;
/** Loaded once (each import() costs the server a trip through the module loader); asked again after a failure. */
const loadResultParts = () =>
  (resultParts ??= resultsModule()
    .then((module) => module.preloadResultParts())
    .catch((error: unknown) => {
      resultParts = undefined;
      throw error;
    }));
export const preloadSearchResults = () => Promise.all([loadResultsModal(), loadResultParts()]);

type CheckLookup = (values: SearchValues) => { ok: true; data: ParcelLookup } | { ok: false; errors: { value: string } };

type FirstScreen = { values: SearchValues; errors?: { value: string }; lookup: ParcelLookup | null; done: boolean };

/**
 * The first render: what the server's page shows of the link's search when the server answered it
 * (its results, or the field's error; `done`: nothing left to ask), else an empty form, as ever.
 */
function firstScreen(linked: ParcelLookup | null, checkLookup: CheckLookup): FirstScreen {
  const search = servedSearch();
  if (!linked || search?.mode !== linked.mode || search.value !== linked.value) return { values: EMPTY_SEARCH, lookup: null, done: false };
  const checked = checkLookup(linked);
  const lookup = checked.ok && search.answer ? checked.data : null;
  if (lookup) void loadResultsModal();
  const errors = search.error ? { value: search.error } : checked.ok ? undefined : checked.errors;
  return { values: linked, errors, lookup, done: Boolean(lookup || search.error || !checked.ok) };
}

/**
 * The home screen's parcel check: mode, one field, Search; the answer opens in a modal list.
 * `linked`: the search a link to the home screen carries (./linked-lookup.ts), run once the app is up.
 */
export function ParcelSearch({ linked = null }: { linked?: ParcelLookup | null }) {
  const t = useT();
  const checkLookup: CheckLookup = ({ mode, value }) => {
    const normalised = normaliseLookupValue(mode, value);
    const problem = mode === 'phone' ? phoneProblem(normalised) : normalised ? null : 'search.emptyTrack';
    if (!problem) return { ok: true as const, data: { mode, value: normalised } };
    return { ok: false as const, errors: { value: t(problem === 'phone.empty' ? 'search.emptyPhone' : problem) } };
  };
  // The server answered the link's search in this very page: the first render is that
  // screen (its results, or the field's error), and nothing is asked again.
  const [first] = useState(() => firstScreen(linked, checkLookup));
  const form = useForm<SearchValues>(first.values, first.errors);
  const [lookup, setLookup] = useState(first.lookup);
  const [resultsOpen, setResultsOpen] = useState(first.lookup !== null);

  const queryClient = useQueryClient();
  const query = useQuery({ ...checkParcelsQueryOptions(lookup ?? NO_LOOKUP), enabled: lookup !== null });
  useRememberLookup(lookup, query.isSuccess ? { at: query.dataUpdatedAt, found: query.data.list.length > 0 } : undefined);
  // Offline, a lookup with no saved answer waits (paused, no error) for the connection.
  const waitingForConnection = lookup !== null && query.isPending && (query.fetchStatus === 'paused' || !onlineManager.isOnline());

  const run = (next: ParcelLookup) => {
    const codeLoaded = loadResultsModal();
    const same = lookup !== null && lookup.mode === next.mode && lookup.value === next.value;
    // The same search while its answer is on the way is not sent twice.
    if (same && query.isFetching) return;
    // Searching the same thing again asks the server again: the user wants the current status.
    if (same) void query.refetch();
    else setLookup(next);
    /*
     * The results open once their code is here, not before: opened on an answer already at hand (a
     * search held before the app started, asked at the tap) while the code was still loading, the
     * dialog suspended, and React revealed it only some 300 ms after the code had come (its throttle
     * for content that replaces a fallback). Failed (a chunk missed offline), they open all the
     * same: the render asks for the code again and its error boundary says so.
     */
    const open = () => setResultsOpen(true);
    codeLoaded.then(open, open);
  };

  const checkAgain = (recent: ParcelLookup) => {
    form.reset(recent);
    // A saved answer is shown at once (offline too) while the server is asked for the current one.
    void queryClient.invalidateQueries({ queryKey: checkParcelsQueryOptions(recent).queryKey, refetchType: 'none' });
    run(recent);
  };

  // The link's search, as a submit of it would go: once, after a first render that matches the
  // server's page (an empty form), unless the server has answered it already.
  const searchLinked = useRef(() => {
    if (!linked || first.done) return;
    form.reset(linked);
    const checked = checkLookup(linked);
    if (checked.ok) run(checked.data);
    else form.setErrors(checked.errors);
  });
  useEffect(() => searchLinked.current(), []);

  const closeResults = useCallback(() => setResultsOpen(false), []);
  const shownData = resultsOpen && lookup !== null && query.isSuccess ? query.data : undefined;
  const shownAt = query.dataUpdatedAt;
  // The same element while what it shows stays the same: the server's results, not yet hydrated
  // (their code on its way), are then left as they are when the screen around them renders again
  // (a new element would make React render them afresh, dropping the server's dialog).
  const results = useMemo(
    () =>
      shownData ? (
        <Suspense fallback={null}>
          <ParcelResultsModal result={shownData} checkedAt={shownAt} onClose={closeResults} />
        </Suspense>
      ) : null,
    [shownData, shownAt, closeResults],
  );

  const isPhone = form.values.mode === 'phone';
  // What the two modes' fields share; each adds what its kind of value needs.
  const lookupField = (name: 'phone' | 'trackCode') => ({
    ...form.field('value'),
    name,
    label: t(name === 'phone' ? 'search.phone' : 'search.track'),
    placeholder: name === 'phone' ? '99112233' : 'YT1234567890',
    spellCheck: false,
  });

  return (
    <Card id="parcel-search" className={styles.card} aria-labelledby="parcel-search-title">
      <div className={styles.titleRow}>
        <span className={styles.titleIcon}>
          <SearchIcon />
        </span>
        <h2 id="parcel-search-title" className={styles.title}>
          {t('search.title')}
        </h2>
      </div>
      <form className={styles.form} onSubmit={form.submit(checkLookup, run)} noValidate {...earlySubmitProps('parcel-search', CHECK_PATH)}>
        <Segmented
          legend={t('search.mode')}
          name="mode"
          value={form.values.mode}
          onChange={(mode) => form.reset({ mode, value: '' })}
          options={[
            { value: 'phone', label: t('search.byPhone') },
            { value: 'trackCode', label: t('search.byTrack') },
          ]}
        />
        {isPhone ? (
          <PhoneField key="phone" {...lookupField('phone')} autoComplete="tel-national" />
        ) : (
          <TextField
            key="trackCode"
            {...lookupField('trackCode')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={TRACK_CODE_MAX_LENGTH}
          />
        )}
        <Button type="submit" block pending={query.isFetching} pendingLabel={t('pending.search')}>
          <SearchIcon size={18} />
          {t('search.submit')}
        </Button>
      </form>
      {waitingForConnection ? <OfflineLookupNotice /> : null}
      <RecentLookups onCheck={checkAgain} />
      {results}
    </Card>
  );
}
