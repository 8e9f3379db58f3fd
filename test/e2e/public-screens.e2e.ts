import type { Page } from 'playwright-core';
import { fillPhoneToken, PHONE_TOKEN } from '@contract/cargo-address-token';
import type { Currency, WarehouseList } from '@contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { getJson } from './support/api';
import { newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { today, tugrik } from './support/format';
import { StaffApi } from './support/staff-api';

useBrowser();
let staff: StaffApi;
beforeAll(async () => {
  staff = await StaffApi.signIn();
});

async function openVisitor(viewport: Viewport, path = '/'): Promise<Page> {
  const { page } = await newVisitor(viewport);
  await page.goto(path);
  return page;
}

async function searchParcels(page: Page, mode: 'Утасны дугаараар' | 'Трак кодоор', value: string) {
  await page.getByRole('radio', { name: mode }).check();
  await page.getByLabel(mode === 'Трак кодоор' ? 'Трак код' : 'Утасны дугаар', { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Хайх', exact: true }).click();
}

describe.each(VIEWPORTS)('public screens at $width px', (viewport) => {
  it('finds a parcel registered through the staff API by phone and by tracking code', async () => {
    const phone = uniquePhone();
    const trackCode = uniqueTrackCode('YT');
    await staff.createParcel({ trackCode, phone, price: 12_300 });
    await staff.updateParcel(trackCode, { status: 'RECEIVED' });
    const page = await openVisitor(viewport);

    await searchParcels(page, 'Утасны дугаараар', phone);
    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await expect.poll(() => results.textContent()).toContain(trackCode);
    const text = await results.textContent();
    expect(text).toContain('Эрээний агуулахад ирсэн');
    expect(text).toContain(tugrik(12_300));
    expect(text).toContain(today());
    await page.keyboard.press('Escape');
    await expect.poll(() => results.count()).toBe(0);

    await searchParcels(page, 'Трак кодоор', trackCode.toLowerCase());
    await expect.poll(() => results.textContent()).toContain(trackCode);
    expect(await results.getByRole('listitem').count()).toBe(1);
    await page.context().close();
  });

  it('asks for the value of the chosen mode and says when nothing is registered', async () => {
    const page = await openVisitor(viewport);
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect.poll(() => page.getByText('Утасны дугаар оруулна уу').count()).toBe(1);

    await page.getByRole('radio', { name: 'Трак кодоор' }).check();
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect.poll(() => page.getByText('Трак код оруулна уу').count()).toBe(1);

    await page.getByLabel('Трак код', { exact: true }).fill(uniqueTrackCode('NONE'));
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await expect.poll(() => results.textContent()).toContain('Бүртгэлтэй ачаа олдсонгүй');
    await page.context().close();
  });

  it('calculates the fee exactly as the formula does with the prices the server gives', async () => {
    const { data } = await getJson<{ data: { currency: Currency } }>('/api/warehouse/1');
    const { kg, m3, rate } = data.currency;
    const page = await openVisitor(viewport, '/calculate');
    await expect.poll(() => page.getByText(tugrik(kg)).count()).toBeGreaterThan(0);
    expect(await page.getByText(`¥${Math.ceil(m3)}`).count()).toBeGreaterThan(0);

    const fill = async (sizes: { width: string; height: string; length: string; weight: string }) => {
      await page.getByLabel('Өргөн (см)').fill(sizes.width);
      await page.getByLabel('Өндөр (см)').fill(sizes.height);
      await page.getByLabel('Урт (см)').fill(sizes.length);
      await page.getByLabel('Жин (кг)').fill(sizes.weight);
    };
    const feeText = () => page.locator('output[aria-labelledby="transport-fee-label"]').textContent();
    const expectedFee = (w: number, h: number, l: number, weight: number) =>
      Math.ceil(Math.max(weight * kg, (w / 100) * (h / 100) * (l / 100) * m3 * rate) / 100) * 100;

    // A bulky, light box: volume wins.
    await fill({ width: '50', height: '40', length: '30', weight: '3' });
    await expect.poll(feeText).toBe(tugrik(expectedFee(50, 40, 30, 3)));

    // A small, heavy one: weight wins, decimals accepted.
    await fill({ width: '10', height: '10', length: '10', weight: '2.5' });
    await expect.poll(feeText).toBe(tugrik(expectedFee(10, 10, 10, 2.5)));

    // A decimal comma (some Android keyboards) counts as a point; letters are refused.
    await page.getByLabel('Жин (кг)').fill('3,5');
    await expect.poll(feeText).toBe(tugrik(expectedFee(10, 10, 10, 3.5)));
    await page.getByLabel('Жин (кг)').fill('2x');
    await expect.poll(() => page.getByText('Зөвхөн тоо оруулна уу').count()).toBe(1);
    // No fee while a field says its input was refused.
    await expect.poll(feeText).toBe('—');
    await page.screenshot({ path: `test-results/calculator-refused-${viewport.width}.png`, fullPage: true });
    await page.getByLabel('Жин (кг)').fill('4');
    await expect.poll(() => page.getByText('Зөвхөн тоо оруулна уу').count()).toBe(0);
    await expect.poll(feeText).toBe(tugrik(expectedFee(10, 10, 10, 4)));
    await page.context().close();
  });

  it('lists the active warehouses and copies a branch address to the clipboard', async () => {
    const warehouses = await getJson<WarehouseList>('/api/warehouse?orgId=1&state=ACTIVE');
    expect(warehouses.total).toBeGreaterThan(1);
    const page = await openVisitor(viewport, '/address');
    for (const warehouse of warehouses.list) {
      await expect.poll(() => page.getByText(warehouse.name).count()).toBeGreaterThan(0);
    }
    const first = warehouses.list[0]!;
    await page
      .getByRole('link', { name: new RegExp(first.name) })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/branch/${first.id}`);

    const address = await getJson<{ consignee: string; address: string }>(`/api/cargoAddress/${first.id}`);
    // The demo consignee carries {phone}: a visitor is asked for theirs before anything is copied.
    expect(address.consignee).toContain(PHONE_TOKEN);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    await page.getByRole('button', { name: 'Хүлээн авагч хуулах' }).click();
    await expect.poll(() => page.getByText('Эхлээд утасны дугаараа оруулна уу').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing yet');
    const phone = uniquePhone();
    await page.getByLabel('Хаягт оруулах утасны дугаараа бичнэ үү').fill(phone);
    await page.getByRole('button', { name: 'Хаягт оруулах' }).click();
    await page.getByRole('button', { name: 'Хүлээн авагч хуулах' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(fillPhoneToken(address.consignee, phone));
    await expect.poll(() => page.getByText('Хүлээн авагч амжилттай хуулагдлаа').count()).toBe(1);

    await page.getByRole('button', { name: 'Бүгдийг хуулах' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Хуулсан' }).count()).toBe(1);
    const everything = await page.evaluate(() => navigator.clipboard.readText());
    expect(everything).toContain(fillPhoneToken(address.consignee, phone));
    expect(everything).not.toContain(PHONE_TOKEN);
    expect(everything).toContain(address.address);
    await page.context().close();
  });

  it('copies through the fallback when the Clipboard API is missing', async () => {
    const { context, page } = await newVisitor(viewport);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      document.addEventListener('copy', () => {
        (window as unknown as { copiedText: string }).copiedText = String(document.getSelection());
      });
    });
    const warehouses = await getJson<WarehouseList>('/api/warehouse?orgId=1&state=ACTIVE');
    const id = warehouses.list[0]!.id;
    const address = await getJson<{ phone: string }>(`/api/cargoAddress/${id}`);
    await page.goto(`/branch/${id}`);
    await page.getByRole('button', { name: 'Утас хуулах' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBe(address.phone);
    await expect.poll(() => page.getByText('Утас амжилттай хуулагдлаа').count()).toBe(1);
    await context.close();
  });

  it('says when a warehouse does not exist and when a page does not exist', async () => {
    const page = await openVisitor(viewport, '/branch/999999');
    await expect.poll(() => page.getByText('Агуулахын мэдээлэл олдсонгүй').count()).toBe(1);

    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Хуудас олдсонгүй').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('shows the terms accordion and the about page', async () => {
    const page = await openVisitor(viewport, '/terms');
    for (const section of ['Үндсэн нөхцөл', 'Таны бүртгэл', 'Захиалга']) {
      await expect.poll(() => page.getByRole('button', { name: section }).count()).toBe(1);
    }
    const registration = page.getByRole('button', { name: 'Таны бүртгэл' });
    const expandedBefore = await registration.getAttribute('aria-expanded');
    await registration.click();
    await expect.poll(() => registration.getAttribute('aria-expanded')).not.toBe(expandedBefore);

    await page.goto('/about');
    await expect.poll(() => page.getByRole('heading', { name: 'Бидний тухай' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('layout at 375 px', () => {
  const phone = VIEWPORTS[0];

  it('shows the tab bar on its four routes only, and a back button elsewhere', async () => {
    const page = await openVisitor(phone);
    const tabBar = page.getByRole('navigation', { name: 'Доод цэс' });
    for (const path of ['/', '/calculate', '/address']) {
      await page.goto(path);
      await expect.poll(() => tabBar.isVisible(), { message: path }).toBe(true);
      expect(await page.getByRole('button', { name: 'Буцах' }).count(), path).toBe(0);
    }
    for (const path of ['/terms', '/about', '/branch/1', '/no/such/page']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('button', { name: 'Буцах' }).isVisible(), { message: path }).toBe(true);
      expect(await tabBar.isVisible(), path).toBe(false);
    }
    await page.context().close();
  });

  it('opens the drawer from the visible menu button', async () => {
    const page = await openVisitor(phone);
    await page.getByRole('button', { name: 'Цэс' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    for (const item of ['Ачаа хайх', 'Taobao холбох', 'Бусад платформ холбох']) {
      expect(await drawer.getByText(item).count(), item).toBeGreaterThan(0);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // A shop's link opens its step-by-step guide over the address list, as the home screen's card does.
    await page.getByRole('button', { name: 'Цэс' }).click();
    await page.getByRole('dialog', { name: 'Цэс' }).getByRole('link', { name: 'Taobao холбох' }).click();
    const guide = page.getByRole('dialog', { name: 'Taobao холбох' });
    await guide.getByText('收货人', { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/address?guide=taobao');
    await guide.getByRole('button', { name: 'Хаах' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { level: 1, name: 'Хятад дахь агуулахын хаяг' }).waitFor();
    await page.context().close();
  });
});

describe('layout at 1280 px', () => {
  it('has a header with home, calculator, address links and the login button, and no tab bar', async () => {
    const page = await openVisitor(VIEWPORTS[1]);
    const header = page.getByRole('banner');
    for (const name of ['Нүүр', 'Тооцоолуур', 'Хаяг холбох']) {
      expect(await header.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await header.getByRole('button', { name: 'Нэвтрэх' }).isVisible()).toBe(true);
    await header.getByRole('link', { name: 'Тооцоолуур', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/calculate');
    // The tab bar is for phones only.
    expect(await page.getByRole('navigation', { name: 'Доод цэс' }).count()).toBe(0);
    await page.context().close();
  });
});
