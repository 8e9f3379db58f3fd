import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { HELD_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { tugrik } from './support/format';
import { persistedQueryKeys } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * On a weak link the app's script arrives seconds after the home screen has painted. A
 * search tapped meanwhile goes as the browser's own submit, the server answers it in the page it
 * sends back, and the app, once it arrives, takes over that very screen: no hydration warning, no
 * second request. Here the app's entry script is held back, as a slow link would hold it.
 */

useBrowser();
let staff: StaffApi;
beforeAll(async () => {
  staff = await StaffApi.signIn();
});

const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** A first visit with the app's entry script held back until `start()`; what the page logs and asks. */
async function visitWithoutTheApp(viewport: Viewport) {
  const { context, page } = await newVisitor(viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/package/check')) checks.push(request.url());
  });
  let start!: () => void;
  const started = new Promise<void>((resolve) => (start = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await started;
    // The first page's request went with its page (the submit loaded another): nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return { context, page, errors, checks, start };
}

const appHasStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

async function screenshot(page: Page, name: string) {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png` });
}

describe.each(VIEWPORTS)('a search answered by the server before the app, at $width px', (viewport) => {
  it('shows the results of a phone submitted at first paint from the server, then the app takes the same screen over', async () => {
    const phone = uniquePhone();
    const trackCode = uniqueTrackCode('YT');
    await staff.createParcel({ trackCode, phone, price: 12_300 });
    const { context, page, errors, checks, start } = await visitWithoutTheApp(viewport);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.getByLabel('Утасны дугаар', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();

    // The browser's own submit, not held: the server's page of that search, the app not yet there.
    await page.waitForURL((url) => url.searchParams.get('phone') === phone, { waitUntil: 'commit' });
    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await expect.poll(() => results.textContent()).toContain(trackCode);
    expect(await results.textContent()).toContain(tugrik(12_300));
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), HELD_SUBMIT_ATTRIBUTE)).toBe(false);
    expect(await appHasStarted(page)).toBe(false);
    expect(await page.getByLabel('Утасны дугаар', { exact: true }).inputValue()).toBe(phone);
    await screenshot(page, `server-search-before-app-${viewport.width}`);
    // Marks on the server's elements: hydrated, they stay; rendered afresh, they would be gone.
    await results.evaluate((dialog) => dialog.setAttribute('data-from-server', ''));
    await page.locator('#parcel-search form[data-early-submit]').evaluate((form) => form.setAttribute('data-from-server', ''));

    start();
    await expect.poll(() => appHasStarted(page), { timeout: 15_000 }).toBe(true);
    // The app's own dialog now (modal: the page behind is inert), the same answer, the address back to `/`.
    await expect.poll(() => results.evaluate((dialog) => dialog.matches(':modal')), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await results.textContent()).toContain(trackCode);
    expect(await results.getAttribute('data-from-server')).toBe('');
    expect(await page.locator('#parcel-search form[data-early-submit]').getAttribute('data-from-server')).toBe('');
    await screenshot(page, `server-search-app-${viewport.width}`);
    await expectNoAxeViolations(page);
    // Recorded as if the app had asked: in the recent lookups and in the offline copy.
    await expect.poll(() => persistedQueryKeys(page)).toContainEqual(['parcels', 'lookup', 'phone', phone]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: new RegExp(phone) }).count()).toBeGreaterThan(0);

    expect(checks).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows "nothing found" for made-up phones from the page the server keeps for them, and the app takes it over', async () => {
    const { context, page, errors, checks, start } = await visitWithoutTheApp(viewport);
    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    // The first made-up phone's page is rendered and kept; the next one is that page with its own phone.
    for (const phone of [uniquePhone(), uniquePhone()]) {
      await page.goto(`/?phone=${phone}`, { waitUntil: 'commit' });
      await results.waitFor();
      expect(await page.getByLabel('Утасны дугаар', { exact: true }).inputValue()).toBe(phone);
    }
    expect(await appHasStarted(page)).toBe(false);
    const shown = await results.textContent();
    await results.evaluate((dialog) => dialog.setAttribute('data-from-server', ''));

    start();
    await expect.poll(() => appHasStarted(page), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => results.evaluate((dialog) => dialog.matches(':modal')), { timeout: 15_000 }).toBe(true);
    // Hydrated, not rendered afresh: the server's element and words stay.
    expect(await results.getAttribute('data-from-server')).toBe('');
    expect(await results.textContent()).toBe(shown);
    expect(checks).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the field’s error for a bad phone in the address, from the server, and the app keeps it', async () => {
    const { context, page, errors, checks, start } = await visitWithoutTheApp(viewport);
    await page.goto('/?phone=12345', { waitUntil: 'commit' });
    const field = page.getByLabel('Утасны дугаар', { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe('12345');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.locator('#parcel-search').textContent()).toContain('8 оронтой');
    expect(await appHasStarted(page)).toBe(false);
    await screenshot(page, `server-search-bad-phone-${viewport.width}`);

    start();
    await expect.poll(() => appHasStarted(page), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.locator('#parcel-search').textContent()).toContain('8 оронтой');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(checks).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
