import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  fillRoot,
  NOT_FOUND_PAGE,
  PHONE_PATTERN,
  prerenderedPage,
  SSR_ENTRY_FILE,
  SSR_TEMPLATES_FILE,
  type InitialState,
  linkedLookupQuery,
  type Organization,
  type PageSearch,
  type PrerenderedPage,
  SEARCH_TEMPLATE,
  type ServerRenderer,
  withTitle,
} from '@contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { findCargoAddress, findDeliveryFee, findPrices, listWarehouses } from '../modules/warehouses/warehouse-repository';

/** What the page at a path carries in its initial-state block: the organisation, and the data its screen shows. */
export async function pageState(
  db: Db,
  organizationOf: () => Promise<Organization | undefined>,
  path: string,
): Promise<InitialState | null> {
  const organization = await organizationOf();
  if (!organization) return null;
  const state: InitialState = { organization };
  if (path === '/calculate') {
    const prices = await findPrices(db, organization.id);
    // The whole answer the screen would fetch (the delivery fee too): the page hydrates with what it was drawn from.
    if (prices) state.prices = { ...prices, deliveryFee: await findDeliveryFee(db, organization.id) };
  }
  if (path === '/address') {
    const list = await listWarehouses(db, organization.id, 'ACTIVE');
    state.warehouses = { list, total: list.length };
    // One warehouse: the screen shows its receiving address directly.
    const [only, ...others] = list;
    if (only && others.length === 0) state.cargoAddress = { warehouseId: only.id, address: (await findCargoAddress(db, only.id)) ?? null };
  }
  return state;
}

/** A page's HTML: a Buffer when put together from kept UTF-8 parts (a search's page). */
export type RenderedPage = { html: string | Buffer; status: number };

type SearchState = InitialState & { search: PageSearch };

/** Two valid mobiles a page is rendered with to see that the phone is only echoed (never the same as a real one's page by chance). */
const PHONE_STAND_INS = ['99000001', '99000002'] as const;
/** Pages kept: one per minute and organisation state in practice (the answer is empty, the phone substituted). */
const NOTHING_FOUND_KEPT = 50;

/**
 * A crowd asking `/?phone=` for numbers nobody uses (a cheap way to load the server, each
 * page a whole React render) gets one render per minute: "nothing found" for a phone is the same
 * page whatever the phone, but for the phone itself (in the field). The page is rendered with a
 * stand-in phone and the asked one put in its place; kept only when a second stand-in proves the
 * phone appears nowhere but where it is echoed, so the page is byte for byte what a render gives
 * (the app hydrates it without a warning). The check (and its rate limit) still runs for each.
 * The minute is the page's "checked at" (shown to the minute); the state block keeps the real time.
 */
function nothingFoundPages(renderOnce: (page: PrerenderedPage, state: SearchState) => Promise<string>) {
  // Kept cut where the phone stands, as UTF-8 (see SearchShell): a request encodes only its phone.
  const kept = new Map<string, Promise<Buffer[] | null>>();
  const [standIn, proof] = PHONE_STAND_INS;
  const keep = (key: string, rendered: Promise<Buffer[] | null>) => {
    kept.set(key, rendered);
    if (kept.size > NOTHING_FOUND_KEPT) kept.delete(kept.keys().next().value!);
    // A failed render is not kept: the next request tries again.
    rendered.catch(() => kept.delete(key));
    return rendered;
  };
  return {
    render(page: PrerenderedPage, state: SearchState): Promise<string | Buffer> | null {
      const { search } = state;
      if (search.mode !== 'phone' || !PHONE_PATTERN.test(search.value) || !search.answer || search.answer.list.length > 0) return null;
      const minute = Math.floor((search.answeredAt ?? 0) / 60_000) * 60_000;
      const at = (value: string): SearchState => ({ ...state, search: { ...search, value, answeredAt: minute } });
      const key = JSON.stringify([page.path, at('')]);
      const template =
        kept.get(key) ??
        keep(
          key,
          (async () => {
            const [first, second] = [await renderOnce(page, at(standIn)), await renderOnce(page, at(proof))];
            return first.split(standIn).join(proof) === second ? first.split(standIn).map((part) => Buffer.from(part)) : null;
          })(),
        );
      const phone = Buffer.from(search.value);
      return template.then<string | Buffer>((parts) =>
        parts ? Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [phone, part]))) : renderOnce(page, state),
      );
    },
  };
}

/** The text a kept search page holds where the results go: nothing a page otherwise says. */
const RESULTS_SLOT = 'achaa-results-slot-5c9e1f';
/** Kept search pages: one per organisation state and dialog width in practice. */
const SEARCH_SHELLS_KEPT = 8;

/**
 * A kept search page, cut where the phone is echoed and where the results go, its parts already
 * UTF-8: a request encodes only its phone and results (encoding the whole page, about 40 KB of
 * mostly Cyrillic text, twice per answer, for its length and its write, cost more than its results' render).
 */
type SearchShell = { before: Buffer[]; after: Buffer[] };

/**
 * A crowd asking `/?phone=` for phones that have parcels (a whole React render each, ten
 * times the API check's CPU) gets the page around the results rendered once and kept: each request
 * renders only the results (the dialog's contents) and puts them, and its phone, into it. The page is
 * kept only when rendered with two stand-in phones it differs nowhere but where the phone is echoed,
 * and when, put together for the request that made it, it is byte for byte the whole page React
 * renders for that request (so the app hydrates it without a warning); else that kind of page is
 * rendered whole, as before. What the page around the results shows of the answer (the dialog's
 * width: one parcel or more) is part of the key; the check (and its rate limit) runs for each.
 */
function keptSearchPages(
  renderer: ServerRenderer,
  templateOf: (page: PrerenderedPage) => string,
  renderWhole: (page: PrerenderedPage, state: SearchState) => Promise<string>,
  log: FastifyBaseLogger,
) {
  const { renderSearchShell, renderSearchResults } = renderer;
  const kept = new Map<string, Promise<SearchShell | null>>();
  const [standIn, proof] = PHONE_STAND_INS;
  const shellOf = async (page: PrerenderedPage, state: SearchState) => {
    const screen = await renderSearchShell!(`${page.path}?${linkedLookupQuery(state.search)}`, state, RESULTS_SLOT);
    return withTitle(fillRoot(templateOf(page), screen.html), screen.title);
  };
  const put = (shell: SearchShell, phone: string, results: string) => {
    const echoed = Buffer.from(phone);
    const between = (parts: Buffer[]) => parts.flatMap((part, index) => (index === 0 ? [part] : [echoed, part]));
    return Buffer.concat([...between(shell.before), Buffer.from(results), ...between(shell.after)]);
  };
  const encoded = (parts: string[]) => parts.map((part) => Buffer.from(part));
  /** The page around the results, or null (never kept); and the whole page of this request when it was rendered to compare. */
  const build = async (
    page: PrerenderedPage,
    state: SearchState,
    results: string,
  ): Promise<{ shell: SearchShell | null; whole?: string }> => {
    const at = (value: string): SearchState => ({ ...state, search: { ...state.search, value } });
    const [first, second] = [await shellOf(page, at(standIn)), await shellOf(page, at(proof))];
    const [before, after, ...more] = first.split(RESULTS_SLOT);
    if (first.split(standIn).join(proof) !== second || before === undefined || after === undefined || more.length > 0)
      return { shell: null };
    const shell = { before: encoded(before.split(standIn)), after: encoded(after.split(standIn)) };
    const whole = await renderWhole(page, state);
    if (put(shell, state.search.value, results).equals(Buffer.from(whole))) return { shell, whole };
    log.warn({ path: page.path }, 'A search’s page put together differs from its whole render: rendering such pages whole');
    return { shell: null, whole };
  };
  return {
    render(page: PrerenderedPage, state: SearchState): Promise<string | Buffer> | null {
      const { search } = state;
      const answer = search.answer;
      if (!renderSearchShell || !renderSearchResults || search.mode !== 'phone' || !PHONE_PATTERN.test(search.value)) return null;
      // Nothing found is kept whole (nothingFoundPages); its results show the organisation's links.
      if (!answer || answer.list.length === 0) return null;
      const key = JSON.stringify([page.path, { ...state, search: { mode: search.mode, wide: answer.list.length > 1 } }]);
      return (async () => {
        const results = await renderSearchResults(answer, search.answeredAt ?? 0);
        const keptShell = kept.get(key);
        if (keptShell) {
          const shell = await keptShell;
          return shell ? put(shell, search.value, results) : renderWhole(page, state);
        }
        const built = build(page, state, results);
        const shell = built.then((outcome) => outcome.shell);
        kept.set(key, shell);
        if (kept.size > SEARCH_SHELLS_KEPT) kept.delete(kept.keys().next().value!);
        // A failed render is not kept: the next request tries again.
        shell.catch(() => kept.delete(key));
        const outcome = await built;
        return outcome.whole ?? renderWhole(page, state);
      })();
    },
  };
}

export type PageRenderer = {
  /** The page's HTML with the state rendered in (without the block), or null for a client route the server does not render. */
  render: (path: string, state: InitialState | null) => Promise<RenderedPage | null>;
  /**
   * The page's copy for the service worker: the organisation's name filled in, no data (the screen
   * asks for it), marked as a copy when its screen shows data (contract/prerendered-pages.ts).
   */
  renderOfflineCopy: (page: PrerenderedPage, state: InitialState | null) => Promise<string | null>;
};

/**
 * The build's server-side bundle (vite.prerender.ts), or null when the build has none. Each page is
 * rendered once per distinct state and kept: the key is the state itself, so a price or address
 * staff changed (on this instance or any other) makes a new render on the next request, and an old
 * one is never served.
 */
export async function loadPageRenderer(directory: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const entryPath = join(directory, SSR_ENTRY_FILE);
  const templatesPath = join(directory, SSR_TEMPLATES_FILE);
  if (!existsSync(entryPath) || !existsSync(templatesPath)) return null;
  let renderer: ServerRenderer;
  let templates: Record<string, string>;
  try {
    renderer = (await import(pathToFileURL(entryPath).href)) as ServerRenderer;
    templates = JSON.parse(readFileSync(templatesPath, 'utf8')) as Record<string, string>;
  } catch (error) {
    log.error({ err: error }, 'The build’s server-side bundle does not load: serving pages unrendered');
    return null;
  }

  const rendered = new Map<string, { key: string; html: string }>();

  const renderFresh = async (page: PrerenderedPage, state: InitialState | null, offlineCopy = false): Promise<string> => {
    const key = JSON.stringify(state);
    const slot = `${page.path}${offlineCopy ? ' copy' : ''}`;
    const kept = rendered.get(slot);
    if (kept?.key === key) return kept.html;
    const template = templates[page.path];
    if (!template) throw new Error(`No template for ${page.path}`);
    const screen = await renderer.renderPage(page.path, state);
    const html = withTitle(fillRoot(template, screen.html, { offlineCopy }), screen.title);
    rendered.set(slot, { key, html });
    return html;
  };

  /** A search's page, rendered for this one request. */
  const renderSearchOnce = async (page: PrerenderedPage, state: InitialState & { search: PageSearch }): Promise<string> => {
    const template = searchTemplateOf(page);
    // The router reads the search from the address, as the browser's does (src/routes/index.tsx).
    const screen = await renderer.renderPage(`${page.path}?${linkedLookupQuery(state.search)}`, state);
    return withTitle(fillRoot(template, screen.html), screen.title);
  };

  const nothingFound = nothingFoundPages(renderSearchOnce);
  const searchTemplateOf = (page: PrerenderedPage) => {
    const template = templates[SEARCH_TEMPLATE] ?? templates[page.path];
    if (!template) throw new Error(`No template for ${page.path}`);
    return template;
  };
  const withResults = keptSearchPages(renderer, searchTemplateOf, renderSearchOnce, log);
  const renderSearch = (page: PrerenderedPage, state: InitialState & { search: PageSearch }): Promise<string | Buffer> =>
    nothingFound.render(page, state) ?? withResults.render(page, state) ?? renderSearchOnce(page, state);

  return {
    async render(path, state) {
      const known = prerenderedPage(path);
      const page = known ?? (renderer.isUnknownPath(path) ? NOT_FOUND_PAGE : undefined);
      if (!page) return null;
      try {
        const html = state?.search && known ? await renderSearch(page, { ...state, search: state.search }) : await renderFresh(page, state);
        return { html, status: known ? 200 : 404 };
      } catch (error) {
        // The page still works: the browser renders it as it does every client route.
        log.error({ err: error, path }, 'Rendering the page failed');
        return null;
      }
    },
    async renderOfflineCopy(page, state) {
      try {
        // A screen with no data beyond the organisation: the copy is the page itself, hydrated as served.
        return await renderFresh(page, state && { organization: state.organization }, page.showsData || state === null);
      } catch (error) {
        log.error({ err: error, path: page.path }, 'Rendering the page failed');
        return null;
      }
    },
  };
}
