import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTcpProxy, type TcpProxy } from '@test/server/helpers/tcp-proxy';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { baseUrl, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';

/**
 * A barcode scanner against a slow server: the scanner types a whole code and Enter in a
 * few milliseconds and the next code at once, long before the server has answered the last save.
 * The real server is reached through a proxy that holds every request LATENCY_MS, so every scan but
 * the first arrives while a save is in flight. Every code must become one parcel, none glued to the next.
 */

const LATENCY_MS = 300;
const SCANS = 20;
/** A save per scan, each held LATENCY_MS, run one after another: far longer than expect.poll's usual wait. */
const ALL_SAVED_MS = 60_000;

useBrowser();
let proxy: TcpProxy;
beforeAll(async () => {
  proxy = await createTcpProxy({ host: '127.0.0.1', port: Number(new URL(baseUrl()).port) }, { latencyMs: LATENCY_MS });
});
afterAll(async () => {
  await proxy.stop();
});

/** The staff member's browser, every request of it through the slow road, signed in (logging in is not under test here) and on /staff. */
async function staffDesk(viewport: Viewport, name: string): Promise<Page> {
  const origin = `http://127.0.0.1:${proxy.port}`;
  const { context, page } = await newVisitor(viewport, { origin });
  reportFailures(page, `scanner-${name}-${viewport.width}`);
  await StaffApi.signInBrowser(context, origin);
  await page.goto('/staff');
  await page.getByRole('heading', { level: 1, name: 'Ажилтны хэсэг' }).waitFor();
  return page;
}

/** As a scanner sends them: 5 ms per character, Enter, and the next code straight after. */
async function scanStream(page: Page, codes: string[]) {
  for (const code of codes) {
    await page.keyboard.type(code, { delay: 5 });
    await page.keyboard.press('Enter');
  }
}

/** The track codes the public check lists for a phone: every parcel the server holds for it. */
async function codesOfPhone(phone: string): Promise<string[]> {
  const check = await fetch(`${baseUrl()}/api/package/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  return ((await check.json()) as { list: { trackCode: string }[] }).list.map((parcel) => parcel.trackCode).sort();
}

const rowStates = (page: Page, list: string, state: string) =>
  page.getByRole('list', { name: list }).locator(`li[data-state="${state}"]`).count();

describe.each(VIEWPORTS)('a scanner at full speed on a slow server, $width px', (viewport) => {
  it('registers 20 codes as 20 parcels, each once, each in its own row', { timeout: 3 * ALL_SAVED_MS }, async () => {
    const page = await staffDesk(viewport, 'register');
    const phone = uniquePhone();
    const codes = Array.from({ length: SCANS }, () => uniqueTrackCode('SCN'));
    await page.getByLabel(/Дараагийн ачаанд утсыг хадгалах/).check();
    await page.getByLabel('Утасны дугаар').fill(phone);
    await page.getByLabel('Трак код').click();

    await scanStream(page, codes);
    expect(await page.getByLabel('Трак код').inputValue()).toBe('');
    await expect.poll(() => rowStates(page, 'Энэ удаа бүртгэсэн', 'done'), { timeout: ALL_SAVED_MS }).toBe(SCANS);

    const rows = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }).locator('li');
    expect(await rows.count()).toBe(SCANS);
    // Newest first, each code its own row: the order they were scanned in, reversed.
    expect(await rows.locator(':scope > :first-child').allTextContents()).toEqual([...codes].reverse());
    await page.getByText(`${SCANS} ачаа`, { exact: true }).waitFor();
    // The server holds exactly these parcels for the phone: none lost, none glued to the next.
    expect(await codesOfPhone(phone)).toEqual([...codes].sort());
    await page.screenshot({ path: `test-results/scanner-register-${viewport.width}.png`, fullPage: true });
    await page.context().close();
  });

  it('moves 20 codes scanned in batch mode, each once, each in its own row', { timeout: 3 * ALL_SAVED_MS }, async () => {
    const staffApi = await StaffApi.signIn();
    const phone = uniquePhone();
    const codes = Array.from({ length: SCANS }, () => uniqueTrackCode('BCH'));
    for (const trackCode of codes) await staffApi.createParcel({ trackCode, phone, status: 'RECEIVED' });
    const page = await staffDesk(viewport, 'batch');
    await page.getByRole('link', { name: 'Төлөв' }).click();
    await page.getByRole('radio', { name: 'Олноор' }).check();
    await page.getByLabel('Трак код').click();

    await scanStream(page, codes);
    expect(await page.getByLabel('Трак код').inputValue()).toBe('');
    await expect.poll(() => rowStates(page, 'Уншуулсан кодууд', 'done'), { timeout: ALL_SAVED_MS }).toBe(SCANS);
    expect(await page.getByRole('list', { name: 'Уншуулсан кодууд' }).locator('li').count()).toBe(SCANS);
    await page.getByText(`${SCANS} амжилттай, 0 алдаатай`).waitFor();
    for (const trackCode of codes) expect((await staffApi.getParcel(trackCode)).status).toBe('SENT');
    expect(await codesOfPhone(phone)).toEqual([...codes].sort());
    await page.screenshot({ path: `test-results/scanner-batch-${viewport.width}.png`, fullPage: true });
    await page.context().close();
  });
});
