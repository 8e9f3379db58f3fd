import { as } from '../helpers/as-user';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkedLookup, SSR_ENTRY_FILE, SSR_TEMPLATES_FILE, type InitialState } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoData } from '../../../server/db/seed';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { initialStateOf } from '../helpers/served-page';

/*
 * The home page answers its own search (`/?phone=…`), before the app has started, from
 * the very check POST /api/package/check runs. A stand-in bundle writes out the address and the
 * state it was given to render, so the test sees what reached the screen.
 */

const INDEX = '<!doctype html><html lang="mn"><head><title>Ачаа</title></head><body><div id="root"></div></body></html>';
const FAKE_RENDERER = `
export async function renderPage(path, state) {
  return { html: '<main data-path="' + encodeURIComponent(path) + '">' + JSON.stringify(state) + '</main>', notFound: false };
}
export function isUnknownPath() {
  return false;
}`;

let staticDir: string;

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'achaa-page-search-'));
  mkdirSync(join(staticDir, '_ssr'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, SSR_ENTRY_FILE), FAKE_RENDERER);
  const paths = ['/', '/calculate', '/address', '/terms', '/about', '/404'];
  writeFileSync(join(staticDir, SSR_TEMPLATES_FILE), JSON.stringify(Object.fromEntries(paths.map((path) => [path, INDEX]))));
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

/** The address the bundle rendered the page at. */
const renderedPath = (html: string) => decodeURIComponent(/data-path="([^"]*)"/.exec(html)?.[1] ?? '');

async function page(t: TestApp, url: string) {
  const response = await as(t.app).get(url);
  return { response, state: initialStateOf(response.body) as InitialState, rendered: renderedPath(response.body) };
}

const check = (t: TestApp, payload: object) => as(t.app).post('/api/package/check', payload);

describe('the home page answering its own search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ staticDir, rateLimits: { parcelCheck: false } });
  });
  afterAll(() => t.close());

  it('renders /?phone=… with the check’s own answer, for this visitor only, and no referrer to pass on', async () => {
    const { response, state, rendered } = await page(t, '/?phone=9911%202233');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const answer = (await check(t, { phone: '99112233' })).json();
    expect(answer.list.length).toBeGreaterThan(0);
    expect(state.search).toMatchObject({ mode: 'phone', value: '9911 2233', answer });
    expect(state.search?.error).toBeUndefined();
    expect(Math.abs(Date.now() - state.search!.answeredAt!)).toBeLessThan(60_000);
    // Rendered at an address that reads back as the same search, as the browser's router reads it.
    expect(linkedLookup(rendered.split('?')[1] ?? '')).toEqual({ mode: 'phone', value: '9911 2233' });
    // The same state went to the screen and into the block.
    expect(response.body).toContain(JSON.stringify(state).replace(/</g, '\\u003c'));
  });

  it.each([
    ['/?trackCode=sf1456789012345', { mode: 'trackCode', value: 'sf1456789012345' }],
    // The search form sent as a plain HTML form: the server's phone field carried the code.
    ['/?mode=trackCode&phone=SF1456789012345', { mode: 'trackCode', value: 'SF1456789012345' }],
  ])('renders %s with the parcel of that code', async (url, lookup) => {
    const { state } = await page(t, url);
    expect(state.search).toMatchObject(lookup);
    expect(state.search?.answer?.list.map((parcel) => parcel.trackCode)).toEqual(['SF1456789012345']);
    expect(state.search?.answer).toEqual((await check(t, { trackCode: 'SF1456789012345' })).json());
  });

  it('renders a fresh answer for each search: nothing of one phone’s page is kept for the next', async () => {
    const first = await page(t, '/?phone=99112233');
    const other = await page(t, '/?phone=88112233');
    expect(first.state.search?.answer?.total).toBeGreaterThan(0);
    expect(other.state.search).toMatchObject({ value: '88112233', answer: { list: [], total: 0 } });
    expect(other.response.body).not.toContain('99112233');
  });

  it('leaves a phone the field refuses to the field’s own words: nothing asked, no answer', async () => {
    const { response, state } = await page(t, '/?phone=123');
    expect(response.statusCode).toBe(200);
    expect(state.search).toEqual({ mode: 'phone', value: '123' });
  });

  it('puts the check’s message under the field for a code the check refuses', async () => {
    const { state } = await page(t, `/?trackCode=${encodeURIComponent('YT<script>')}`);
    const refused = await check(t, { trackCode: 'YT<SCRIPT>' });
    expect(refused.statusCode).toBe(400);
    expect(state.search?.answer).toBeUndefined();
    expect(state.search?.error).toEqual(expect.any(String));
    expect(state.search?.error).not.toBe('');
  });

  it.each([
    '/?phone=%E0%A4%A',
    '/?phone=%00%00',
    `/?phone=${'9'.repeat(5000)}`,
    '/?trackCode=%F0%9F%93%A6%F0%9F%93%A6',
    '/?phone[]=99112233&phone=1',
    '/?mode=trackCode',
    '/?mode=x&trackCode=&phone=',
    '/?phone=99112233&phone=88112233',
  ])('answers %s with a page, never a 500', async (url) => {
    const response = await as(t.app).get(url);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(404);
  });

  it('keeps the home page without a search as it was: no answer, revalidated like any page', async () => {
    const { response, state } = await page(t, '/?guide=taobao');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(state.search).toBeUndefined();
  });
});

describe('the page’s search and POST /api/package/check share one rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ staticDir, rateLimits: { parcelCheck: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('counts both against one budget, and shows the 429’s message in the page instead of a result', async () => {
    expect((await page(t, '/?phone=99112233')).state.search?.answer).toBeDefined();
    expect((await check(t, { phone: '99112233' })).statusCode).toBe(200);
    expect((await page(t, '/?trackCode=SF1456789012345')).state.search?.answer).toBeDefined();

    const refused = await check(t, { phone: '99112233' });
    expect(refused.statusCode).toBe(429);
    const { response, state } = await page(t, '/?phone=99112233');
    expect(response.statusCode).toBe(200);
    expect(state.search?.answer).toBeUndefined();
    expect(state.search?.error).toBe(refused.json().message);
    // A value the field refuses asks nothing, so it neither counts nor is refused.
    expect((await page(t, '/?phone=123')).state.search).toEqual({ mode: 'phone', value: '123' });
  });
});

describe('the page’s search in the server’s log', () => {
  it('leaves the phone out of every line, even at debug', async () => {
    const database = await createTestDatabase();
    await seedDemoData(database.db, TEST_SCRYPT);
    const lines: string[] = [];
    const app = await buildApp({
      database: database.database,
      scryptParams: TEST_SCRYPT,
      staticDir,
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.ready();
      lines.length = 0;
      const response = await as(app).get('/?mode=phone&phone=9911%202233');
      expect(initialStateOf(response.body)?.search?.answer).toBeDefined();
      expect(lines.some((line) => line.includes('"url":"/"'))).toBe(true);
      expect(lines.filter((line) => /9911|phone=/.test(line))).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
