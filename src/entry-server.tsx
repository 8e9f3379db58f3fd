import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { InitialState } from '@contract/initial-state';
import type { ServerRenderer } from '@contract/prerendered-pages';
import type { ParcelCheckResponse } from '@contract/parcel';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { seedInitialAnswers } from '@/data/initial-answers';
import { ResultsSlot } from '@/features/parcel-lookup/components/parcel-results-modal';
import { preloadSearchResults } from '@/features/parcel-lookup/components/parcel-search';
import { translate } from '@/i18n/i18n';
import { takeServerRenderedTitle } from '@/hooks/use-document-title';
import { setOrganization } from '@/lib/initial-state';
import { createResultsRenderer } from './server-result-cards';

/*
 * The server side of the prerendered pages (contract/prerendered-pages.ts), built by Vite's SSR
 * build into the app's bundle (vite.prerender.ts): at build time without data, and by the server
 * when it serves a page, with the current data.
 *
 * It is built with the browser's package conditions, so the router here is the very one the
 * browser runs: its tree (Suspense boundaries included) is the same on both sides and the browser
 * can hydrate the HTML. TanStack Router's own SSR (RouterServer / RouterClient) would instead hand
 * its state over in inline scripts, which the server's CSP (script-src 'self') refuses.
 */

/**
 * Without a server (the build), the page cannot know the organisation: a stand-in with the app's
 * own name renders exactly what the browser shows until it is known. Only the routes' loaders read
 * its id, for query keys of data this render does not have anyway.
 */
const BUILD_TIME_ORGANIZATION = { id: 1, name: translate('app.name') };

// Nothing may be fetched here: the API is this very server, and a failed fetch would turn the
// data the page was given into a "saved copy" (src/data/public-answers.ts) before it renders.
// Offline, react-query leaves every query it has no data for pending, and its screen shows its stand-in.
onlineManager.setOnline(false);

let queue: Promise<unknown> = Promise.resolve();

/** One render at a time: the organisation is a module-wide store, as it is in the browser. */
function oneAtATime<Result>(task: () => Promise<Result>): Promise<Result> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

function routerFor(path: string, state: InitialState | null) {
  // A plain client (no error toasts), whose queries wait for a network that never comes (above).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'online' } } });
  seedInitialAnswers(queryClient, state);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    origin: 'http://localhost',
    scrollRestoration: false,
  });
  return { router, queryClient };
}

export const isUnknownPath: ServerRenderer['isUnknownPath'] = (path) => {
  const { router } = routerFor(path, null);
  const [, , foundRoute] = router.getMatchedRoutes(path);
  return foundRoute === undefined;
};

/** The app at `path` from `state`, rendered; `slot`: a search's results stand as that text (renderSearchShell). */
async function renderApp(path: string, state: InitialState | null, slot: string | null) {
  setOrganization(state?.organization ?? BUILD_TIME_ORGANIZATION);
  // A search's answer is shown whole: its results' lazy parts must not suspend here.
  if (state?.search?.answer) await preloadSearchResults();
  const { router, queryClient } = routerFor(path, state);
  await router.load();
  takeServerRenderedTitle();
  const html = renderToString(
    <ResultsSlot.Provider value={slot}>
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>
    </ResultsSlot.Provider>,
  );
  queryClient.clear();
  return { html, title: takeServerRenderedTitle() };
}

export const renderPage: ServerRenderer['renderPage'] = (path, state) =>
  oneAtATime(async () => {
    const { html, title } = await renderApp(path, state, null);
    // A search's page is the home page: no second router to ask whether its path is known.
    return { html, notFound: state?.search ? false : isUnknownPath(path), title };
  });

export const renderSearchShell: NonNullable<ServerRenderer['renderSearchShell']> = (path, state, slot) =>
  oneAtATime(() => renderApp(path, state, slot));

/** The results alone, their cards filled into kept templates (src/server-result-cards.tsx). */
const renderResults = createResultsRenderer();

export const renderSearchResults: NonNullable<ServerRenderer['renderSearchResults']> = (answer: ParcelCheckResponse, checkedAt) =>
  oneAtATime(async () => {
    await preloadSearchResults();
    return renderResults(answer, checkedAt);
  });
