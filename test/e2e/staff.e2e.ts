import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, STAFF_ACCOUNT, uniquePhone, uniqueTrackCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, isNarrow, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { registerCustomer } from './support/api';
import { expectToast, logIn, reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';
import { STAFF_TABS } from '@/routes/_signed-in/-staff/tabs';

/** The staff screen against the real server, at 375 and 1280 px, driven as a worker with a scanner would. */

useBrowser();
afterAll(async () => {
  // Other suites read the seeded prices; put them back.
  await (await StaffApi.signIn()).putPrices({ kg: 3000, m3: 599, rate: 480 });
});

/** Runs a journey in a fresh visitor; a failing step leaves a picture of the page (kept open for it) and its errors behind. */
async function journey(viewport: Viewport, name: string, steps: (page: Page) => Promise<void>) {
  const { context, page } = await newVisitor(viewport);
  reportFailures(page, `staff-failed-${name}`);
  await steps(page);
  await context.close();
}

/** Logs in and waits for the modal to close. */
async function signIn(page: Page, account: { phone: string; password: string }) {
  await (await logIn(page, account)).waitFor({ state: 'hidden' });
}

/** What the public check says of a code: its status, or nothing when it is not registered. */
async function publicStatuses(trackCode: string): Promise<string[]> {
  const check = await fetch(`${baseUrl()}/api/package/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trackCode }),
  });
  return ((await check.json()) as { list: { status: string }[] }).list.map((parcel) => parcel.status);
}

/** The staff link: in the header on wide screens, in the drawer on phones (the drawer is opened first). */
async function staffLinkCount(page: Page, viewport: Viewport): Promise<number> {
  if (isNarrow(viewport)) {
    await page.getByRole('button', { name: 'Цэс' }).click();
    await page.getByRole('dialog', { name: 'Цэс' }).waitFor({ state: 'visible' });
  }
  return staffLink(page, viewport).count();
}

/** By its address: the staff account's own first name, shown in the phone tab bar, is also "Ажилтан". */
function staffLink(page: Page, viewport: Viewport) {
  const scope = isNarrow(viewport) ? page.getByRole('dialog', { name: 'Цэс' }) : page.locator('header');
  return scope.locator('a[href="/staff"]').filter({ hasText: 'Ажилтан' });
}

/** A verified customer who pre-registers `trackCode` through the API, as the app does. */
async function preRegisteredBy(phone: string, trackCode: string): Promise<void> {
  const origin = baseUrl();
  await registerCustomer({ phone, password: 'claimant-pass-1', firstName: 'Сараа', lastName: 'Бат' });
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ phone, password: 'claimant-pass-1' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const registered = await fetch(`${origin}/api/package`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ trackCode }),
  });
  expect(registered.status).toBe(201);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

describe.each(VIEWPORTS)('staff screen at $width px', (viewport) => {
  it('registers by scanning, moves to RECEIVED, imports a CSV, edits prices that /calculate then uses', async () => {
    await journey(viewport, viewport.name, async (page) => {
      await page.goto('/');
      await signIn(page, STAFF_ACCOUNT);
      // Staff land on /staff after login, with the code field focused for the scanner.
      await page.waitForURL((url) => url.pathname === '/staff');
      await page.getByRole('heading', { level: 1, name: 'Ажилтны хэсэг' }).waitFor();
      await expect.poll(() => focusedLabel(page)).toBe('Трак код');
      expect(await staffLinkCount(page, viewport)).toBe(1);
      if (isNarrow(viewport)) {
        // The phone's menu closed gives the focus back to its button; the worker taps the field.
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Цэс' }).waitFor({ state: 'hidden' });
        await page.getByLabel('Трак код').focus();
      }
      await expectNoAxeViolations(page);
      // Every section's tab is on screen whole, with no sideways scroll to find the last ones.
      const tabs = page.getByRole('navigation', { name: 'Ажилтны хэсгүүд' }).getByRole('link');
      // Every part of the screen, the later ones (the counter, the report, delivery, customers, unclaimed parcels) included.
      expect(await tabs.count()).toBe(STAFF_TABS.length);
      for (const box of await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }

      // A scanner types the code and presses Enter: on to the phone, then Enter saves.
      const code = uniqueTrackCode('STF');
      const phone = uniquePhone();
      await page.keyboard.type(code.toLowerCase());
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedLabel(page)).toBe('Утасны дугаар');
      await page.keyboard.type(phone);
      await page.keyboard.press('Enter');
      await expectToast(page, `${code} бүртгэгдлээ`);
      await expect.poll(() => focusedLabel(page)).toBe('Трак код');
      expect(await page.getByLabel('Трак код').inputValue()).toBe('');
      const session = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' });
      expect(await session.getByText(code).count()).toBe(1);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-register-${viewport.width}.png`, fullPage: true });

      // The same code again in this run: not sent twice, its row says so.
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.keyboard.type(phone);
      await page.keyboard.press('Enter');
      await session.getByText('Давхар уншуулсан').waitFor();
      expect(await session.getByText(code).count()).toBe(2);

      // On a fresh desk the server refuses it: when, by whom and where it is now, beside the code,
      // which is focused and selected so the next scan replaces it.
      await page.reload();
      await expect.poll(() => focusedLabel(page)).toBe('Трак код');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.keyboard.type(phone);
      await page.keyboard.press('Enter');
      await page.getByText(/^Аль хэдийн хүлээн авсан \(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}, .+\)\. Одоо: Бүртгэгдсэн$/).waitFor();
      const selection = await page.evaluate(() => {
        const field = document.activeElement as HTMLInputElement;
        return [field.labels?.[0]?.textContent, field.selectionStart, field.selectionEnd];
      });
      expect(selection).toEqual(['Трак код', 0, code.length]);

      // Move it: only the legal next statuses are offered.
      await page.getByRole('link', { name: 'Төлөв' }).click();
      await expect.poll(() => focusedLabel(page)).toBe('Трак код');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      const next = page.getByRole('region', { name: 'Дараагийн төлөв' });
      await next.getByRole('button', { name: 'Эрээний агуулахад ирсэн' }).click();
      await expectToast(page, `${code}: Эрээний агуулахад ирсэн`);
      await expect
        .poll(() => next.getByRole('button').allTextContents())
        .toEqual(['Эрээн – УБ замд', 'Улаанбаатарт ирсэн', 'Захиалга дууссан', 'Гэмтэлтэй']);
      const history = page.getByRole('region', { name: 'Түүх' }).locator('[data-status]');
      expect(await history.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual([
        'REGISTERED',
        'RECEIVED',
      ]);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-status-${viewport.width}.png`, fullPage: true });

      // A final status is asked about; "Буцаах" then takes the move back on the server.
      await next.getByRole('button', { name: 'Захиалга дууссан' }).click();
      const confirm = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Захиалга дууссан' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${code}: Захиалга дууссан` })
        .getByRole('button', { name: 'Буцаах' })
        .click();
      await page.getByText(`${code}: «Эрээний агуулахад ирсэн» руу буцаалаа`).waitFor();
      await expect.poll(() => publicStatuses(code)).toEqual(['RECEIVED']);

      // The public check agrees.
      expect(await publicStatuses(code)).toEqual(['RECEIVED']);

      // A three-line CSV with one bad line.
      await page.getByRole('link', { name: 'CSV' }).click();
      const [first, second] = [uniqueTrackCode('CSV'), uniqueTrackCode('CSV')];
      await page
        .getByLabel('Эсвэл текстээ буулгана уу')
        .fill(`trackCode,phone,price\n${first},${phone},5400\n${second},${phone},0\nBAD CODE,${phone},100\n`);
      await page.getByText('3 мөр илгээхэд бэлэн').waitFor();
      // The server's dry run first: what would be created, and the bad line; nothing written yet.
      await page.getByRole('button', { name: 'Урьдчилан харах' }).click();
      const preview = page.getByRole('region', { name: 'Оруулахаас өмнө шалгана уу' });
      await preview.getByRole('list', { name: 'Шинэ ачаа' }).waitFor();
      expect(await preview.getByRole('list', { name: 'Шинэ ачаа' }).textContent()).toContain(first);
      expect(await preview.getByRole('list', { name: 'Алдаатай мөр' }).textContent()).toContain('4-р мөр');
      expect(await publicStatuses(first)).toEqual([]);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-csv-preview-${viewport.width}.png`, fullPage: true });
      await preview.getByRole('button', { name: 'Баталгаажуулж оруулах' }).click();
      const result = page.getByRole('status', { name: 'CSV оруулж дууслаа' });
      await result.waitFor();
      expect(await result.getByText('Шинээр бүртгэсэн').locator('xpath=preceding-sibling::*').textContent()).toBe('2');
      expect(await result.getByText('Шинэчилсэн').locator('xpath=preceding-sibling::*').textContent()).toBe('0');
      expect(await result.getByRole('list', { name: 'Алдаатай мөр' }).textContent()).toContain('4-р мөр');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-csv-${viewport.width}.png`, fullPage: true });

      // Loading a truck: batch mode sends each scanned code to SENT as it is scanned.
      await page.getByRole('link', { name: 'Төлөв' }).click();
      await page.getByRole('radio', { name: 'Олноор' }).check();
      await page.getByLabel('Трак код').click();
      const unknown = uniqueTrackCode('NONE');
      for (const scanned of [first, second, unknown]) {
        await page.keyboard.type(scanned);
        await page.keyboard.press('Enter');
      }
      const scans = page.getByRole('list', { name: 'Уншуулсан кодууд' });
      await expect.poll(() => scans.locator('[data-state="pending"]').count()).toBe(0);
      expect(await scans.locator('[data-state="done"]').count()).toBe(2);
      expect(await scans.locator('[data-state="failed"]').textContent()).toContain('Ачаа олдсонгүй');
      await page.getByText('2 амжилттай, 1 алдаатай').waitFor();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-batch-${viewport.width}.png`, fullPage: true });

      // One box went on the wrong truck: its own Буцаах takes it back on the server.
      const staffApi = await StaffApi.signIn();
      const before = (await staffApi.getParcel(second)).history.at(-2)!.status;
      await scans.getByRole('button', { name: `Буцаах: ${second}` }).click();
      await scans.locator('[data-state="undone"]').getByText('буцаасан').waitFor();
      expect((await staffApi.getParcel(second)).status).toBe(before);
      await page.getByText('1 амжилттай, 1 алдаатай').waitFor();
      await page.screenshot({ path: `test-results/staff-batch-undo-${viewport.width}.png`, fullPage: true });

      // Prices: the calculator shows the new kg price at once.
      await page.getByRole('link', { name: 'Агуулах, үнэ' }).click();
      const kg = 3100 + viewport.width;
      const kgField = page.getByLabel('1 кг-ийн үнэ (₮)');
      await kgField.fill(String(kg));
      await page.getByRole('region', { name: 'Үнэ' }).getByRole('button', { name: 'Хадгалах' }).click();
      await expectToast(page, 'Хадгалагдлаа');
      await page
        .getByRole('button', { name: /^Засах: / })
        .first()
        .waitFor();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-places-${viewport.width}.png`, fullPage: true });

      // The receiving address opens filled with the current one.
      await page
        .getByRole('button', { name: /^Хүлээн авах хаяг: / })
        .first()
        .click();
      const addressDialog = page.getByRole('dialog', { name: /^Хүлээн авах хаяг: / });
      await expect.poll(() => addressDialog.getByLabel('Хүлээн авагч').inputValue()).not.toBe('');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await addressDialog.waitFor({ state: 'hidden' });
      const kgText = `${kg.toLocaleString('en-US')} ₮`;
      if (isNarrow(viewport)) {
        // A fresh page load: the service worker's copy of the prices must not answer with the old ones.
        await page.goto('/calculate');
      } else {
        await page.getByRole('link', { name: 'Тооцоолуур' }).click();
      }
      await page.getByText(kgText, { exact: true }).first().waitFor();
    });
  });

  it('takes a pre-registered code scanned without a phone in only once staff confirm its customer’s phone (Enter)', async () => {
    const code = uniqueTrackCode('PRE');
    const phone = uniquePhone();
    await preRegisteredBy(phone, code);
    await journey(viewport, `claimant-${viewport.name}`, async (page) => {
      await page.goto('/');
      await signIn(page, STAFF_ACCOUNT);
      await page.goto('/staff');
      await expect.poll(() => focusedLabel(page)).toBe('Трак код');
      // The scanner's code, then Enter on the empty phone: not taken in, the claimant is shown.
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      const claimant = page.getByRole('alert').filter({ hasText: 'Энэ кодыг урьдчилан бүртгүүлсэн хэрэглэгч' });
      await claimant.waitFor();
      expect(await claimant.getByTestId('parcel-customer').textContent()).toContain(`${phone} · Б. Сараа`);
      await expect.poll(() => focusedLabel(page)).toBe('Утасны дугаар');
      expect(await page.getByLabel('Утасны дугаар').inputValue()).toBe(phone);
      expect(await publicStatuses(code)).toEqual(['REGISTERED']);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-claimant-${viewport.width}.png`, fullPage: true });
      // One key confirms the phone on the box.
      await page.keyboard.press('Enter');
      await expectToast(page, `${code} бүртгэгдлээ`);
      await claimant.waitFor({ state: 'detached' });
      expect(await publicStatuses(code)).toEqual(['RECEIVED']);
    });
  });

  it('shows a customer no staff link and a not-found page at /staff', async () => {
    await journey(viewport, `customer-${viewport.name}`, async (page) => {
      await page.goto('/');
      await signIn(page, DEMO_CUSTOMER);
      expect(await staffLinkCount(page, viewport)).toBe(0);
      await page.goto('/staff');
      await page.getByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
