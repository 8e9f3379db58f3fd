import { personName } from '@/lib/person-name';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ulaanbaatarDay } from '@contract/counter';
import { calculateTransportFee } from '@contract/fee';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, isNarrow, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { tugrik } from './support/format';
import { expectToast, reportFailures, signInWithModal } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * The pickup counter as a warehouse worker and a customer use it, against the real server: scan a
 * parcel in with weight and size (the fee is the calculator's), shelve it, find the customer by
 * phone and by pickup code, hand two parcels over for cash, print the receipt, see the day's
 * report, undo a handover; the customer sees the pickup card before and "Захиалга дууссан" after.
 */

useBrowser();

const DEMO_PRICES = { kg: 3000, m3: 599, rate: 480 };

async function staffPage(viewport: Viewport, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(viewport);
  await StaffApi.signInBrowser(visitor.context, baseUrl());
  reportFailures(visitor.page, `counter-failed-${name}-${viewport.width}`);
  return visitor;
}

async function customerPage(viewport: Viewport, account: { phone: string; password: string }) {
  const visitor = await newVisitor(viewport);
  reportFailures(visitor.page, `counter-customer-failed-${viewport.width}`);
  await signInWithModal(visitor.page, account);
  await visitor.page.goto(isNarrow(viewport) ? '/order' : '/profile/order');
  return visitor;
}

/** Registers a parcel on "Бүртгэх" as a worker types it: code, phone, weight, size, shelf, status Улаанбаатарт ирсэн. */
async function scanIn(page: Page, parcel: { code: string; phone: string; weight: string; sides: [string, string, string]; shelf: string }) {
  await page.goto('/staff?tab=register');
  await page.getByLabel('Трак код').fill(parcel.code);
  await page.getByLabel('Утасны дугаар').fill(parcel.phone);
  await page.getByLabel('Жин (кг)').fill(parcel.weight);
  await page.getByLabel('Өргөн (см)').fill(parcel.sides[0]);
  await page.getByLabel('Өндөр (см)').fill(parcel.sides[1]);
  await page.getByLabel('Урт (см)').fill(parcel.sides[2]);
  await page.getByLabel(/^Тавиур/).fill(parcel.shelf);
  await page.getByLabel('Эхний төлөв').selectOption('DELIVERED');
  await page.getByRole('button', { name: 'Бүртгэх' }).click();
}

describe.each(VIEWPORTS)('the pickup counter at $width px', (viewport) => {
  it(
    'scan in with weight and size, find by phone and code, hand over for cash, receipt, report, undo; the customer sees both sides',
    { timeout: 180_000 },
    async () => {
      const staffApi = await StaffApi.signIn();
      await staffApi.putPrices(DEMO_PRICES);
      const customer = { phone: uniquePhone(), password: 'counter-pass-1', firstName: 'Сараа', lastName: 'Бат' };
      await registerCustomer(customer);
      const first = uniqueTrackCode('CTR');
      const second = uniqueTrackCode('CTR');
      const fee = calculateTransportFee({ weightKg: 3, widthCm: 50, heightCm: 40, lengthCm: 60 }, DEMO_PRICES).fee;
      const total = fee + 3000;

      // Scan in with weight and size: the fee shown is the calculator's for the same numbers.
      const staff = await staffPage(viewport, 'staff');
      const { page } = staff;
      await scanIn(page, { code: first, phone: customer.phone, weight: '3', sides: ['50', '40', '60'], shelf: 'b-12' });
      const registered = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' });
      await registered.getByText(tugrik(fee)).waitFor();
      await scanIn(page, { code: second, phone: customer.phone, weight: '1', sides: ['10', '10', '10'], shelf: 'A-03' });
      await registered.getByText(tugrik(3000)).waitFor();
      await page.screenshot({ path: `test-results/counter-scan-in-${viewport.width}.png`, fullPage: true });

      // The customer's pickup card before.
      const buyer = await customerPage(viewport, customer);
      const card = buyer.page.getByTestId('pickup-card');
      await card.getByRole('heading', { name: `2 ачаа бэлэн · ${tugrik(total)}` }).waitFor();
      const code = (await buyer.page.getByTestId('pickup-code').textContent())!.trim();
      expect(code).toMatch(/^\d{6}$/);
      await card.getByRole('img', { name: `Авах кодын QR: ${code}` }).waitFor();
      await buyer.page.screenshot({ path: `test-results/counter-pickup-card-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(buyer.page);
      // A tap shows the code and the QR large, for the counter; the QR fits the screen whole.
      await card.getByRole('button', { name: /Томоор харуулах/ }).click();
      const large = buyer.page.getByRole('dialog', { name: 'Авах код' });
      await large.getByText(code, { exact: true }).waitFor();
      const qrBox = (await large.getByRole('img', { name: `Авах кодын QR: ${code}` }).boundingBox())!;
      expect(qrBox.x).toBeGreaterThanOrEqual(0);
      expect(qrBox.x + qrBox.width).toBeLessThanOrEqual(viewport.width);
      expect(qrBox.width).toBeGreaterThanOrEqual(240);
      await expectNoAxeViolations(buyer.page);
      await buyer.page.screenshot({ path: `test-results/counter-pickup-large-${viewport.width}.png` });
      await buyer.page.keyboard.press('Escape');
      await large.waitFor({ state: 'hidden' });

      // The counter: by phone, then by the pickup code; ready parcels by shelf.
      await page.goto('/staff?tab=counter');
      const find = page.getByLabel('Утас, авах код эсвэл трак код');
      await find.fill(customer.phone);
      await find.press('Enter');
      const ready = page.getByRole('list', { name: 'Авахад бэлэн' });
      await ready.getByRole('checkbox', { name: second }).waitFor();
      expect(await ready.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))).toEqual([
        second,
        first,
      ]);
      await find.fill(code);
      await find.press('Enter');
      await page.getByText(personName(customer)).waitFor();
      expect(await page.getByLabel('Нийт төлөх').textContent()).toBe(tugrik(total));
      await page.screenshot({ path: `test-results/counter-found-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page);

      // Hand both over for cash (Бэлнээр is chosen first).
      expect(await page.getByRole('button', { name: 'Бэлнээр' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: `Олгох · ${tugrik(total)}` }).click();
      await page.getByText(`2 ачаа олгосон · ${tugrik(total)} · Бэлнээр`).waitFor();
      await page.screenshot({ path: `test-results/counter-handed-over-${viewport.width}.png`, fullPage: true });

      // The receipt opens in its own tab (the counter keeps its undo), on screen and as printed on an 80 mm roll and on A4.
      const counterPage = page;
      const [receiptPage] = await Promise.all([staff.context.waitForEvent('page'), page.getByRole('link', { name: 'Баримт' }).click()]);
      {
        const page = receiptPage;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const receipt = page.getByRole('article', { name: 'Баримт' });
        await receipt.getByText(first).waitFor();
        await receipt.getByText('Хүлээн авсан').waitFor();
        expect(await receipt.textContent()).toContain(tugrik(total));
        await expectNoAxeViolations(page);
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: 302, height: 700 });
        await page.screenshot({ path: `test-results/counter-receipt-80mm-${viewport.width}.png`, fullPage: true });
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: `test-results/counter-receipt-a4-${viewport.width}.png`, fullPage: true });
        expect(await page.getByRole('button', { name: 'Хэвлэх' }).isVisible()).toBe(false);
        await page.close();
      }
      expect(await counterPage.getByRole('button', { name: /^Буцаах · [45]:\d\d$/ }).isVisible()).toBe(true);

      // The day's report counts it.
      await page.goto('/staff?tab=report');
      await page.getByText(`${customer.phone} · ${[first, second].sort().join(', ')}`).waitFor();
      // Its day is written as the app writes dates, not in the browser's own format (mn-MN here), and another day is chosen in it.
      const dayField = page.getByLabel('Өнөөдөр', { exact: true });
      const shownDay = dayField.locator('xpath=following-sibling::span');
      expect(await shownDay.textContent()).toBe(ulaanbaatarDay(new Date()).replaceAll('-', '/'));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/counter-report-${viewport.width}.png`, fullPage: true });
      const yesterday = ulaanbaatarDay(new Date(Date.now() - 86_400_000));
      await dayField.fill(yesterday);
      await page.getByRole('heading', { name: `Тайлан · ${yesterday.replaceAll('-', '/')}` }).waitFor();
      expect(await shownDay.textContent()).toBe(yesterday.replaceAll('-', '/'));

      // Another parcel, handed over and taken back (the wrong customer at a busy counter).
      const third = uniqueTrackCode('CTR');
      await staffApi.createParcel({ trackCode: third, phone: customer.phone, price: 5000, status: 'DELIVERED' });
      await page.goto('/staff?tab=counter');
      await page.getByLabel('Утас, авах код эсвэл трак код').fill(third);
      await page.getByLabel('Утас, авах код эсвэл трак код').press('Enter');
      await page.getByRole('button', { name: `Олгох · ${tugrik(5000)}` }).click();
      await page.getByText(`1 ачаа олгосон · ${tugrik(5000)}`).waitFor();
      await page.getByRole('button', { name: /^Буцаах · / }).click();
      await expectToast(page, 'Олголтыг буцаалаа');
      expect((await staffApi.getParcel(third)).status).toBe('DELIVERED');

      // The customer after: "Захиалга дууссан" with the amount paid.
      await buyer.page.reload();
      const finished = buyer.page.getByRole('region', { name: 'Захиалга дууссан' });
      await finished.getByText(first).waitFor();
      expect(await finished.textContent()).toContain(`олгосон · ${tugrik(fee)}`);
      await buyer.page
        .getByTestId('pickup-card')
        .getByRole('heading', { name: `1 ачаа бэлэн · ${tugrik(5000)}` })
        .waitFor();
      await buyer.page.screenshot({ path: `test-results/counter-collected-${viewport.width}.png`, fullPage: true });
      await buyer.context.close();
      await staff.context.close();
    },
  );
});
