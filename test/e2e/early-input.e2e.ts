import type { Page } from 'playwright-core';
import { HELD_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import type { Currency } from '@contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { getJson } from './support/api';
import { newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { tugrik } from './support/format';
import { StaffApi } from './support/staff-api';

/*
 * On a weak link the prerendered screen is on show for seconds before the app has started. Here the
 * app's entry script is held back until the visitor has typed and tapped, as a slow link would hold
 * it: what they did must reach the app, and the page must not reload under them.
 */

useBrowser();
let staff: StaffApi;
beforeAll(async () => {
  staff = await StaffApi.signIn();
});

/**
 * Opens `path` with the app's entry script held back until `start()`; the page has painted its HTML
 * (in Mongolian: an `english` visitor's app then draws the screen afresh over it).
 */
async function openBeforeTheApp(viewport: Viewport, path: string, { english = false, repeatVisit = false } = {}) {
  const { context, page } = await newVisitor(viewport);
  if (english) await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  // What the page's guard sees on a repeat visit (a service worker in charge), without one that
  // would serve the app's script past this test's hold: the guard then holds a search for the app.
  if (repeatVisit) {
    await context.addInitScript(() => {
      Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => ({ postMessage: () => undefined }) });
      ServiceWorkerContainer.prototype.register = () => new Promise(() => undefined);
    });
  }
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let start!: () => void;
  const started = new Promise<void>((resolve) => (start = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for module scripts, the very ones held back.
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page, errors, start };
}

const appHasStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

describe.each(VIEWPORTS)('before the app has started, at $width px', (viewport) => {
  it('keeps the mode, the code and the tap of a search on a repeat visit, and shows the answer once the app is up', async () => {
    const trackCode = uniqueTrackCode('YT');
    await staff.createParcel({ trackCode, phone: uniquePhone(), price: 12_300 });
    const { context, page, errors, start } = await openBeforeTheApp(viewport, '/', { repeatVisit: true });
    const address = page.url();

    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/package/check') checks.push(request.postData() ?? '');
    });
    await page.getByRole('radio', { name: 'Трак кодоор' }).check();
    // The server drew the phone field; without the app it cannot change, so the code goes into it.
    await page.getByLabel('Утасны дугаар', { exact: true }).fill(trackCode.toLowerCase());
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();

    // Held, shown as on its way, and no reload: the text is still there.
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), HELD_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Хайх', exact: true }).evaluate((button) => getComputedStyle(button, '::before').content),
    ).toBe('""');
    // A screen reader hears it too, in the button's own pending words.
    await expect.poll(() => page.locator('body > [role="status"]').textContent()).toBe('Хайж байна…');
    // The search itself is asked of the API at the tap, the code as the app would send it, while the app has not started.
    await expect.poll(() => checks).toEqual([JSON.stringify({ trackCode })]);
    expect(await appHasStarted(page)).toBe(false);

    // The app takes that request over: its own submit of the search finds it, one request in all.
    start();
    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await expect.poll(() => results.textContent(), { timeout: 15_000 }).toContain(trackCode);
    expect(await results.getByRole('listitem').count()).toBe(1);
    expect(checks).toEqual([JSON.stringify({ trackCode })]);
    expect(page.url()).toBe(address);
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), HELD_SUBMIT_ATTRIBUTE)).toBe(false);
    // The app took the chosen mode over: its own field for codes, with the code typed.
    await page.keyboard.press('Escape');
    expect(await page.getByLabel('Трак код', { exact: true }).inputValue()).toBe(trackCode.toLowerCase());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('computes the fee from the sizes typed before the app started', async () => {
    const { data } = await getJson<{ data: { currency: Currency } }>('/api/warehouse/1');
    const { kg, m3, rate } = data.currency;
    const { context, page, errors, start } = await openBeforeTheApp(viewport, '/calculate');

    await page.getByLabel('Өргөн (см)').fill('50');
    await page.getByLabel('Өндөр (см)').fill('40');
    await page.getByLabel('Урт (см)').fill('30');
    await page.getByLabel('Жин (кг)').fill('3');
    start();

    const fee = Math.ceil(Math.max(3 * kg, 0.5 * 0.4 * 0.3 * m3 * rate) / 100) * 100;
    const feeText = () => page.locator('output[aria-labelledby="transport-fee-label"]').textContent();
    await expect.poll(feeText, { timeout: 15_000 }).toBe(tugrik(fee));
    expect(await page.getByLabel('Өргөн (см)').inputValue()).toBe('50');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the sizes and the focus of a visitor whose app draws the screen afresh in English', async () => {
    const { context, page, errors, start } = await openBeforeTheApp(viewport, '/calculate', { english: true });
    await page.getByLabel('Өргөн (см)').fill('50');
    await page.getByLabel('Жин (кг)').fill('3');
    start();

    await expect.poll(() => page.getByLabel('Weight (kg)').inputValue(), { timeout: 15_000 }).toBe('3');
    expect(await page.getByLabel('Width (cm)').inputValue()).toBe('50');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('weightKg');
    // The new field has the focus: typing goes on where it stopped.
    await page.keyboard.type('.5');
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('3.5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers a search held on a repeat visit when the app's script fails to load, after the page's own submit", async () => {
    const trackCode = uniqueTrackCode('JT');
    await staff.createParcel({ trackCode, phone: uniquePhone(), price: 8_500 });
    const { context, page } = await newVisitor(viewport);
    await context.addInitScript(() => {
      Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => ({ postMessage: () => undefined }) });
      ServiceWorkerContainer.prototype.register = () => new Promise(() => undefined);
    });
    // The first load of the app's entry script fails, as on a dropped link; the next one arrives.
    let failed = false;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      if (failed) return route.continue();
      failed = true;
      // Held until the visitor has tapped, so the failure comes while the search waits.
      await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HELD_SUBMIT_ATTRIBUTE);
      return route.abort('connectionreset');
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'Трак кодоор' }).check();
    await page.getByLabel('Утасны дугаар', { exact: true }).fill(trackCode);
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();

    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await expect.poll(() => results.textContent(), { timeout: 20_000 }).toContain(trackCode);
    // The page's own submit carried the search in the address; the app ran it and took it out.
    expect(failed).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('runs the search a link to the home screen carries', async () => {
    const phone = uniquePhone();
    const trackCode = uniqueTrackCode('SF');
    await staff.createParcel({ trackCode, phone, price: 12_300 });
    const { context, page } = await newVisitor(viewport);
    await page.goto(`/?phone=${phone}`);
    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await expect.poll(() => results.textContent(), { timeout: 15_000 }).toContain(trackCode);
    expect(await page.getByLabel('Утасны дугаар', { exact: true }).inputValue()).toBe(phone);
    await context.close();
  });
});
