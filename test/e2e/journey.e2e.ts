import { personName } from '@/lib/person-name';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CargoAddress, WarehouseList } from '@contract';
import { fillPhoneToken } from '@contract/cargo-address-token';
import { publicKeys } from '@/data/query-keys';
import { STAFF_ACCOUNT, uniquePhone, uniqueTrackCode } from './support/accounts';
import { getJson } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { isNarrow, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import {
  expectToast,
  fillRegistration,
  logIn,
  openLoginModal,
  persistedQueryKeys,
  reportFailures,
  verifyPhoneInModal,
} from './support/page';

/**
 * The parcel's journey as a new customer lives it, at 375 and 1280 px: register, copy the receiving
 * address (their own phone in the consignee), add two expected track codes, staff scan one at
 * intake (the screen shows the customer), the customer sees it received with a two-step timeline,
 * and the shared /track link opens in a fresh browser, and again offline.
 */

useBrowser();

const JOURNEY_TIMEOUT_MS = 180_000;

async function registerCustomer(page: Page, customer: { phone: string; firstName: string; lastName: string; password: string }) {
  const login = await openLoginModal(page);
  await login.getByRole('button', { name: 'Бүртгүүлэх' }).click();
  const register = page.getByRole('dialog', { name: 'Бүртгүүлэх' });
  await fillRegistration(register, customer);
  // Registration hashes the password at full cost on a shared machine: give it time.
  await register.waitFor({ state: 'detached', timeout: 60_000 });
  await verifyPhoneInModal(page, customer.phone);
}

const steps = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('region', { name: 'Явцын түүх' }).getByRole('listitem');

async function stepTexts(scope: ReturnType<Page['getByRole']>) {
  return (await steps(scope).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

const STEP = (label: string) => new RegExp(`^${label} ?\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}$`);

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

describe.each(VIEWPORTS)('the parcel’s journey at $width px', (viewport: Viewport) => {
  it(
    'address with my phone, two expected codes, staff intake, a two-step timeline, a /track link that works offline',
    { timeout: JOURNEY_TIMEOUT_MS },
    async () => {
      const customer = { phone: uniquePhone(), firstName: 'Сарнай', lastName: 'Бат', password: 'journey-pass-1' };
      const [first, second] = [uniqueTrackCode('JRN'), uniqueTrackCode('JRN')];
      const shot = (name: string) => `test-results/journey-${name}-${viewport.width}.png`;

      // 1. A new customer registers.
      const { context, page } = await newVisitor(viewport);
      reportFailures(page, `journey-customer-${viewport.width}`);
      await page.goto('/');
      await registerCustomer(page, customer);

      // 2. The receiving address: the consignee carries their own phone, on screen and on the clipboard.
      const warehouses = await getJson<WarehouseList>('/api/warehouse?orgId=1&state=ACTIVE');
      const warehouse = warehouses.list[0]!;
      const address = await getJson<CargoAddress>(`/api/cargoAddress/${warehouse.id}`);
      await page.goto(`/branch/${warehouse.id}`);
      const consignee = fillPhoneToken(address.consignee, customer.phone);
      await page.getByText(consignee, { exact: true }).waitFor();
      await page.getByText('Ачааг таны утасны дугаараар таньдаг').waitFor();
      await page.getByRole('button', { name: 'Хүлээн авагч хуулах' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(consignee);
      expect(consignee).toContain(customer.phone);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot('address'), fullPage: true });

      // 3. Two track codes they expect, pasted one per line, with a note.
      await page.goto(isNarrow(viewport) ? '/order' : '/profile/order');
      await page.getByLabel('Трак код (нэг мөрөнд нэг код)').fill(`${first.toLowerCase()}\n${second}\n`);
      await page.getByLabel('Тайлбар (доторх бараа)').fill('Гутал');
      await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
      await expectToast(page, '2 трак код нэмэгдлээ');
      await page.getByText(first, { exact: true }).waitFor();
      await page.getByText(second, { exact: true }).waitFor();
      await page.getByRole('button', { name: /^Бүртгэгдсэн 2$/ }).waitFor();
      expect(await page.getByText('Үнэ тодорхойгүй').count()).toBe(2);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot('my-parcels'), fullPage: true });

      // 4. Staff scan the first at intake, with no phone typed: the screen names the customer.
      const desk = await newVisitor(viewport);
      reportFailures(desk.page, `journey-staff-${viewport.width}`);
      await desk.page.goto('/');
      await (await logIn(desk.page, STAFF_ACCOUNT)).waitFor({ state: 'hidden' });
      await desk.page.goto('/staff');
      await desk.page.getByLabel('Трак код').waitFor();
      await desk.page.getByLabel('Трак код').fill(first);
      await desk.page.keyboard.press('Enter');
      await desk.page.keyboard.press('Enter');
      // Pre-registered and scanned without a phone: the customer's phone is offered for staff to check against the box, Enter confirms.
      await desk.page.getByRole('alert').filter({ hasText: 'Энэ кодыг урьдчилан бүртгүүлсэн хэрэглэгч' }).waitFor();
      await desk.page.keyboard.press('Enter');
      await expectToast(desk.page, `${first} бүртгэгдлээ`);
      const flash = desk.page
        .getByRole('status')
        .filter({ hasText: `${first} бүртгэгдлээ` })
        .getByTestId('parcel-customer');
      await expect.poll(() => flash.first().textContent()).toContain(`${customer.phone} · ${personName(customer)}`);
      await desk.page.screenshot({ path: shot('staff-intake'), fullPage: true });
      await desk.context.close();

      // 5. The customer sees it received, with a two-step timeline.
      await page.reload();
      const card = page.getByRole('button').filter({ hasText: first });
      await expect.poll(() => card.textContent()).toContain('Эрээний агуулахад ирсэн');
      await card.click();
      const detail = page.getByRole('dialog', { name: 'Захиалгын мэдээлэл' });
      await expect.poll(() => steps(detail).count()).toBe(2);
      const [registered, received] = await stepTexts(detail);
      expect(registered).toMatch(STEP('Бүртгэгдсэн'));
      expect(received).toMatch(STEP('Эрээний агуулахад ирсэн'));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot('timeline'), fullPage: true });
      await context.close();

      // 6. The shared link in a fresh browser, then offline after that one visit.
      const friend = await newVisitor(viewport);
      reportFailures(friend.page, `journey-track-${viewport.width}`);
      await friend.page.goto(`/track/${first}`);
      await friend.page.getByRole('heading', { level: 1, name: 'Ачааны явц' }).waitFor();
      await expect.poll(() => steps(friend.page.getByRole('main')).count()).toBe(2);
      expect(await friend.page.getByText('Эрээний агуулахад ирсэн').count()).toBeGreaterThan(0);
      expect(await friend.page.getByText(customer.phone).count()).toBe(0);
      const hasShareSheet = await friend.page.evaluate(() => typeof navigator.share === 'function');
      if (!hasShareSheet) {
        await friend.page.getByRole('button', { name: 'Хуваалцах' }).click();
        await expectToast(friend.page, 'Холбоос хуулагдлаа');
        expect(await friend.page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/track/${first}$`));
      }
      await expectNoAxeViolations(friend.page);
      await friend.page.screenshot({ path: shot('track'), fullPage: true });

      await friend.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await expect.poll(() => persistedQueryKeys(friend.page), { timeout: 10_000 }).toContainEqual([...publicKeys.parcelTimeline(first)]);
      await goOffline(friend.context, friend.page);
      await friend.page.reload();
      await friend.page.getByRole('heading', { level: 1, name: 'Ачааны явц' }).waitFor();
      await expect.poll(() => steps(friend.page.getByRole('main')).count()).toBe(2);
      await friend.page.getByText(/^Сүүлд шалгасан: /).waitFor();
      await friend.page.screenshot({ path: shot('track-offline'), fullPage: true });
      await friend.context.close();
    },
  );
});
