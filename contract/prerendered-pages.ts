import type { InitialState } from './initial-state';
import type { ParcelCheckResponse } from './parcel';

/*
 * The public screens built into real HTML (src/entry-server.tsx, rendered by vite.prerender.ts at
 * build time): the build writes each one's HTML without data (`file`) for the service worker to
 * precache, and the server renders the same screens with the current data when it serves them
 * (and their copies for the worker with the organisation only).
 */

export type PrerenderedPage = {
  path: string;
  file: string;
  /** Whether the screen shows data beyond the organisation (prices, warehouses), which its service-worker copy leaves out. */
  showsData: boolean;
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: '_prerender/home.html', showsData: false },
  { path: '/calculate', file: '_prerender/calculate.html', showsData: true },
  { path: '/address', file: '_prerender/address.html', showsData: true },
  { path: '/terms', file: '_prerender/terms.html', showsData: false },
  { path: '/about', file: '_prerender/about.html', showsData: false },
];

/** The "page not found" screen, for addresses no route matches. */
export const NOT_FOUND_PAGE: PrerenderedPage = { path: '/404', file: '_prerender/not-found.html', showsData: false };

/** Where the server-side bundle lands in the build (never served, never precached). */
export const SSR_ENTRY_FILE = '_ssr/entry-server.js';

/** Each page's index.html (with its route's styles, an empty #root) by path, as JSON. */
export const SSR_TEMPLATES_FILE = '_ssr/templates.json';

/** In that file: the home page's template with the styles of a search's results (the server renders them). */
export const SEARCH_TEMPLATE = '/?search';

/** What that bundle exports (the server imports it at start-up). */
export type ServerRenderer = {
  /**
   * The app's HTML for the page at `path` (the contents of #root), rendered from `state` (null:
   * without data), and the title its screen names (undefined: keep index.html's).
   */
  renderPage: (path: string, state: InitialState | null) => Promise<{ html: string; notFound: boolean; title?: string }>;
  /** Whether the router has no route for `path` (the not-found screen), without running any loader. */
  isUnknownPath: (path: string) => boolean;
  /**
   * A search's page as renderPage renders it, but with `slot` (plain text) where its results go:
   * the page around the results, kept by the server and filled with renderSearchResults' HTML.
   */
  renderSearchShell?: (path: string, state: InitialState, slot: string) => Promise<{ html: string; title?: string }>;
  /** The results of an answer on their own (what the search's dialog holds), as they render inside the page. */
  renderSearchResults?: (answer: ParcelCheckResponse, checkedAt: number) => Promise<string>;
};

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Marks the root of a page's copy for the service worker that was rendered without the data its
 * screen shows (its parts stand in for it), or at build time without the organisation: the browser
 * renders such a copy afresh rather than hydrating it. The server's copy of a screen that shows no
 * other data is the very page it serves, so it is left unmarked and hydrated like one.
 */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** index.html with the app's HTML inside its root element. */
export function fillRoot(shell: string, appHtml: string, { offlineCopy = false } = {}): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return shell.replace(ROOT_ELEMENT, () => `<div id="root"${offlineCopy ? ` ${OFFLINE_COPY_ATTRIBUTE}` : ''}>${appHtml}</div>`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page with its screen's own title instead of index.html's (the tab, a bookmark and a search result name it before any script runs). */
export function withTitle(html: string, title: string | undefined): string {
  return title === undefined ? html : html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The prerendered page whose service-worker copy is at this path (`/_prerender/calculate.html`), or undefined. */
export function offlineCopyPage(pathname: string): PrerenderedPage | undefined {
  return [...PRERENDERED_PAGES, NOT_FOUND_PAGE].find((page) => `/${page.file}` === pathname);
}

/** The prerendered page for a path (a trailing slash ignored), or undefined. */
export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === path);
}
