import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SSR_ENTRY_FILE, SSR_TEMPLATES_FILE } from '@contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { initialStateOf } from '../helpers/served-page';

/*
 * Issue 33: a crowd sending `/?phone=` with made-up numbers must not cost a whole render each. The
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
  const response = await t.app.inject({ url: `/?phone=${phone}` });
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
