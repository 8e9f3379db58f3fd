import { as } from '../helpers/as-user';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SSR_ENTRY_FILE, SSR_TEMPLATES_FILE } from '@contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { initialStateOf } from '../helpers/served-page';

/*
 * A crowd sending `/?phone=` with made-up numbers must not cost a whole render each. The
 * "nothing found" page is rendered once a minute and the asked phone put in place of a stand-in;
 * the stand-in bundle below counts its renders (outside the page, which must stay comparable).
 */

const INDEX = '<!doctype html><html lang="mn"><head><title>Ачаа</title></head><body><div id="root"></div></body></html>';
const COUNTING_RENDERER = `
export async function renderPage(path, state) {
  globalThis.__achaaRenders = (globalThis.__achaaRenders ?? 0) + 1;
  return { html: '<main data-path="' + encodeURIComponent(path) + '">' + JSON.stringify(state) + '</main>', notFound: false };
}
export function isUnknownPath() {
  return false;
}`;

const renders = () => (globalThis as { __achaaRenders?: number }).__achaaRenders ?? 0;
const NOW = Date.UTC(2026, 10, 28, 4, 30, 10);

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'achaa-page-crowd-'));
  mkdirSync(join(staticDir, '_ssr'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, SSR_ENTRY_FILE), COUNTING_RENDERER);
  const paths = ['/', '/calculate', '/address', '/terms', '/about', '/404'];
  writeFileSync(join(staticDir, SSR_TEMPLATES_FILE), JSON.stringify(Object.fromEntries(paths.map((path) => [path, INDEX]))));
  // Only the clock is fixed (one minute of "checked at"); timers run as ever.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp({ staticDir, rateLimits: { parcelCheck: false } });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const search = async (phone: string) => {
  const before = renders();
  const response = await as(t.app).get(`/?phone=${phone}`);
  expect(response.statusCode).toBe(200);
  return { body: response.body, state: initialStateOf(response.body), renders: renders() - before };
};

describe('the server-rendered search for phones nobody uses', () => {
  it('renders "nothing found" once a minute, each page with its own phone and nothing of another’s', async () => {
    const first = await search('88112201');
    // Two stand-ins: the page is kept only once a second one proves the phone is merely echoed.
    expect(first.renders).toBe(2);
    const second = await search('88112202');
    expect(second.renders).toBe(0);
    expect((await search('88112203')).renders).toBe(0);

    // What the renderer would have given for this phone: its address and its state, the minute as shown.
    const rendered = JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(second.body)![1]!);
    expect(decodeURIComponent(/data-path="([^"]*)"/.exec(second.body)![1]!)).toBe('/?mode=phone&phone=88112202');
    expect(rendered.search).toEqual({ mode: 'phone', value: '88112202', answer: { list: [], total: 0 }, answeredAt: NOW - 10_000 });
    expect(second.body).not.toContain('88112201');
    expect(second.body).not.toContain('99000001');
    expect(second.body).not.toContain('99000002');
    // The state block the app reads keeps the real time of the check.
    expect(second.state?.search).toMatchObject({ value: '88112202', answeredAt: NOW });
  });

  it('renders a phone with parcels for itself, every time', async () => {
    const first = await search('99112233');
    expect(first.renders).toBe(1);
    expect(first.state?.search?.answer?.total).toBeGreaterThan(0);
    expect((await search('99112233')).renders).toBe(1);
  });

  it('renders again in the next minute (the page shows the time of the check)', async () => {
    vi.setSystemTime(NOW + 60_000);
    expect((await search('88112204')).renders).toBe(2);
    expect((await search('88112205')).renders).toBe(0);
  });
});

/**
 * A bundle that can render a search's page around a slot and the results on their own: the whole
 * page is `<main>` with the phone echoed in a field, and the results (the codes found and the time
 * checked) in a `<section>`, wide when more than one. `lying` makes the page around the slot differ
 * from the whole render (an attribute only it has), which must never reach a visitor.
 */
const slotRenderer = (lying: boolean) => `
const count = (name) => { globalThis.__achaaSlot = globalThis.__achaaSlot ?? {}; globalThis.__achaaSlot[name] = (globalThis.__achaaSlot[name] ?? 0) + 1; };
const results = (answer, at) => answer.list.map((parcel) => '<li>' + parcel.trackCode + '</li>').join('') + '<p>' + at + '</p>';
const page = (state, inside, shell) =>
  '<main' + (shell && ${lying} ? ' data-shell' : '') + '><input value="' + state.search.value + '"><section class="' +
  (state.search.answer.list.length > 1 ? 'wide' : 'narrow') + '">' + inside + '</section></main>';
export async function renderPage(path, state) {
  count('whole');
  return { html: page(state, results(state.search.answer, state.search.answeredAt), false), notFound: false };
}
export async function renderSearchShell(path, state, slot) {
  count('shell');
  return { html: page(state, slot, true) };
}
export async function renderSearchResults(answer, at) {
  count('results');
  return results(answer, at);
}
export function isUnknownPath() {
  return false;
}`;

const slotCounts = () => ({ whole: 0, shell: 0, results: 0, ...(globalThis as { __achaaSlot?: Record<string, number> }).__achaaSlot });

async function appWithBundle(bundle: string) {
  const directory = mkdtempSync(join(tmpdir(), 'achaa-page-slot-'));
  mkdirSync(join(directory, '_ssr'));
  writeFileSync(join(directory, 'index.html'), INDEX);
  writeFileSync(join(directory, SSR_ENTRY_FILE), bundle);
  const paths = ['/', '/calculate', '/address', '/terms', '/about', '/404'];
  writeFileSync(join(directory, SSR_TEMPLATES_FILE), JSON.stringify(Object.fromEntries(paths.map((path) => [path, INDEX]))));
  const app = await createTestApp({ staticDir: directory, rateLimits: { parcelCheck: false } });
  return {
    app,
    async search(phone: string) {
      const before = slotCounts();
      const response = await as(app.app).get(`/?phone=${phone}`);
      expect(response.statusCode).toBe(200);
      const after = slotCounts();
      return {
        body: response.body,
        whole: after.whole - before.whole,
        shell: after.shell - before.shell,
        results: after.results - before.results,
      };
    },
    async close() {
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('the server-rendered search for phones with parcels', () => {
  it('renders the page around the results once, then only each phone’s results, byte for byte the whole page', async () => {
    const served = await appWithBundle(slotRenderer(false));
    try {
      // The first: two stand-in pages around the slot, and the whole page it is checked against.
      expect(await served.search('99112233')).toMatchObject({ whole: 1, shell: 2, results: 1 });
      const next = await served.search('88001122');
      expect(next).toMatchObject({ whole: 0, shell: 0, results: 1 });
      const main = /<main[^>]*>.*<\/main>/.exec(next.body)![0];
      expect(main).toBe(
        `<main><input value="88001122"><section class="wide"><li>SF1400112233445</li><li>YT7500998877665</li><p>${NOW + 60_000}</p></section></main>`,
      );
      expect(next.body).not.toContain('99112233');
      expect(next.body).not.toContain('99000001');
      // One parcel: the narrow dialog, a page of its own kind (rendered around its slot once).
      expect(await served.search('95123456')).toMatchObject({ whole: 1, shell: 2 });
    } finally {
      await served.close();
    }
  });

  it('renders every page whole when the page around the results is not what the whole render gives', async () => {
    const served = await appWithBundle(slotRenderer(true));
    try {
      expect(await served.search('99112233')).toMatchObject({ whole: 1, shell: 2 });
      const next = await served.search('88001122');
      expect(next).toMatchObject({ whole: 1, shell: 0 });
      expect(next.body).not.toContain('data-shell');
    } finally {
      await served.close();
    }
  });
});
