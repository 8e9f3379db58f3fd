import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, uniquePhone, uniqueTrackCode } from './support/accounts';
import { baseUrl, isNarrow, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { logIn, reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';
import { registerCustomer } from './support/api';

/** Details a new visitor tripped over: what shows, what covers what, what fits. */

useBrowser();

async function openVisitor(viewport: (typeof VIEWPORTS)[number], path: string, name: string): Promise<Page> {
  const { page } = await newVisitor(viewport);
  reportFailures(page, `polish-${name}-${viewport.width}`);
  await page.goto(path);
  return page;
}

/** What a finger at the element's centre lands on is the element itself (nothing covers it). */
function centreHits(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

describe.each(VIEWPORTS)('details at $width px', (viewport) => {
  it('/terms hides a closed section, and shows it once opened', async () => {
    const page = await openVisitor(viewport, '/terms', 'terms');
    const triggers = page.locator('button[aria-expanded]');
    await triggers.first().waitFor();
    const closed = page.locator('button[aria-expanded="false"]').first();
    const panel = page.locator(`#${await closed.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(false);
    expect(await panel.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    await closed.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.context().close();
  });

  it('offline, the banner leaves "Бүгдийг хуулах" free to tap when it is scrolled to the bottom of the screen', async () => {
    const page = await openVisitor(viewport, '/branch/1', 'offline-banner');
    const copyAll = page.getByRole('button', { name: 'Бүгдийг хуулах' });
    await copyAll.waitFor();
    // A visitor gives the phone the consignee carries once; only then does a copy happen.
    await page.getByLabel('Хаягт оруулах утасны дугаараа бичнэ үү').fill('+976 9911 2233');
    await page.getByRole('button', { name: 'Хаягт оруулах' }).click();
    // The overlays load once the page is idle; going offline before would leave no banner to show.
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--overlay-space') !== '');
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Интернет холболт алга' }).waitFor();
    // As a person scrolls until the button just shows at the bottom edge.
    await expect
      .poll(async () => {
        await copyAll.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        return centreHits(copyAll);
      })
      .toBe(true);
    if (viewport.isMobile) await copyAll.tap({ timeout: 5000 });
    else await copyAll.click({ timeout: 5000 });
    await page.getByRole('button', { name: 'Хуулсан' }).waitFor();
    // Nothing of the page stays under the banner, even at the very end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.locator('footer').evaluate((element) => element.getBoundingClientRect().bottom);
    const bannerTop = await page
      .getByRole('status')
      .filter({ hasText: 'Интернет холболт алга' })
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop);
    await page.context().close();
  });

  it('the calculator row keeps its ✓ and its width when the volume part wins', async () => {
    const page = await openVisitor(viewport, '/calculate', 'calculator-row');
    await page.getByLabel('Өргөн (см)').fill('50');
    await page.getByLabel('Өндөр (см)').fill('40');
    await page.getByLabel('Урт (см)').fill('60');
    await page.getByLabel('Жин (кг)').fill('1,5');
    const winner = page.locator('li[data-winner]');
    await expect.poll(() => winner.textContent()).toContain('Эзэлхүүнээр');
    const mark = await winner.locator('svg').first().boundingBox();
    expect(mark?.width).toBeGreaterThanOrEqual(17);
    const fits = await winner.evaluate((row) => {
      const list = row.parentElement!.getBoundingClientRect();
      const rect = row.getBoundingClientRect();
      return rect.right <= list.right + 0.5 && row.scrollWidth <= row.clientWidth;
    });
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.context().close();
  });

  it('the home screen: the whole truck inside the hero, search modes one line each, no footer beside the tab bar', async () => {
    const page = await openVisitor(viewport, '/', 'home');
    for (const mode of ['Утасны дугаараар', 'Трак кодоор']) {
      const lines = await page.getByText(mode, { exact: true }).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, mode).toBe(1);
    }
    expect(await page.locator('footer').isVisible()).toBe(!isNarrow(viewport));
    if (!isNarrow(viewport)) {
      const hero = await page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 1 }) })
        .boundingBox();
      const art = await page.locator('section svg').first().boundingBox();
      expect(art!.y + art!.height).toBeLessThanOrEqual(hero!.y + hero!.height + 0.5);
    }
    await page.context().close();
  });

  it('the footer of a screen without the tab bar puts its links in one row (wide) or one per row (phone)', async () => {
    const page = await openVisitor(viewport, '/terms', 'footer');
    const links = page.locator('footer nav a');
    await links.first().waitFor();
    const boxes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    const rows = new Set(boxes.map((box) => Math.round(box.top))).size;
    expect(rows).toBe(isNarrow(viewport) ? boxes.length : 1);
    await page.context().close();
  });

  it('a disabled select has the same border as an enabled one', async () => {
    const page = await openVisitor(viewport, '/', 'select-border');
    await logIn(page, DEMO_CUSTOMER);
    await page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor({ state: 'detached' });
    await page.goto(isNarrow(viewport) ? '/profile/mobile' : '/profile');
    await page.getByRole('button', { name: 'Хаяг нэмэх' }).click();
    const dialog = page.getByRole('dialog');
    const selects = dialog.locator('select');
    await expect.poll(() => dialog.locator('select:disabled').count()).toBeGreaterThan(0);
    const border = (select: Locator) => select.evaluate((element) => getComputedStyle(element).borderTopColor);
    const enabled = await border(dialog.locator('select:enabled').first());
    await dialog.locator('select:disabled').first().hover({ force: true });
    expect(await border(dialog.locator('select:disabled').first())).toBe(enabled);
    expect(await selects.count()).toBeGreaterThan(1);
    await page.context().close();
  });
});

/** Whether anything inside `container` reaches past its right edge (text cut or sticking out). */
function overflowsRight(container: Locator): Promise<string[]> {
  return container.evaluate((element) => {
    const edge = element.getBoundingClientRect().right + 0.5;
    const out = [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > edge);
    if (element.scrollWidth > element.clientWidth) out.push(element);
    return out.map((child) => child.textContent ?? child.tagName);
  });
}

/** A picture of the screen in test-results/ (ignored by git), to look at after a change of layout. */
async function snapshot(page: Page, name: string, shown?: Locator): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await shown?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `test-results/polish-${name}.png`, fullPage: false });
}

describe.each(VIEWPORTS)('search results whole at $width px', (viewport) => {
  it('a result without a price keeps "Үнэ тодорхойгүй", its date and "Явцыг харах" inside its card', async () => {
    const page = await openVisitor(viewport, '/', 'results');
    await page.getByRole('textbox', { name: 'Утасны дугаар' }).fill('80112233');
    await page.getByRole('button', { name: 'Хайх' }).click();
    const dialog = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    const card = dialog.getByRole('listitem').filter({ hasText: 'JT3011223344556' });
    await card.getByRole('button', { name: 'Явцын түүх' }).waitFor();
    expect(await overflowsRight(card)).toEqual([]);
    expect(await card.getByRole('button', { name: 'Явцын түүх' }).getAttribute('aria-expanded')).toBe('false');
    await snapshot(page, `results-${viewport.width}`);
    await page.context().close();
  });

  it('many results: grouped by status, finished last, in a dialog with room on a wide screen', async () => {
    const staff = await StaffApi.signIn();
    const phone = uniquePhone();
    const statuses = ['FINISHED', 'SENT', 'REGISTERED', 'FINISHED', 'SENT', 'DELIVERED', 'FINISHED', 'FINISHED'] as const;
    for (const status of statuses) await staff.createParcel({ trackCode: uniqueTrackCode('GR'), phone, status });
    const page = await openVisitor(viewport, '/', 'many-results');
    await page.getByRole('textbox', { name: 'Утасны дугаар' }).fill(phone);
    await page.getByRole('button', { name: 'Хайх' }).click();
    const dialog = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Бүртгэгдсэн: 1',
      'Эрээн – УБ замд: 2',
      'Улаанбаатарт ирсэн: 1',
    ]);
    await dialog.getByRole('button', { name: 'Дууссан 4 ачааг харуулах' }).click();
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).last().textContent()).toBe('Захиалга дууссан: 4');
    const width = (await dialog.boundingBox())!.width;
    if (isNarrow(viewport)) expect(width).toBeLessThanOrEqual(viewport.width);
    else expect(width).toBeGreaterThan(700);
    for (const card of await dialog.getByRole('listitem').all()) expect(await overflowsRight(card)).toEqual([]);
    await snapshot(page, `many-results-${viewport.width}`);
    await page.context().close();
  });
});

/** How many lines the text of `element` takes on screen. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

describe.each(VIEWPORTS)('staff lists at $width px', (viewport) => {
  it('scan and CSV lists keep each code whole and every row inside, the CSV preview speaks of what will happen', async () => {
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `polish-staff-lists-${viewport.width}`);
    await StaffApi.signInBrowser(context, baseUrl());
    await page.goto('/staff');
    await page.getByRole('heading', { level: 1, name: 'Ажилтны хэсэг' }).waitFor();
    // The demo customer's phone: the row shows the owner's name too, the widest owner a row gets.
    const codes = [uniqueTrackCode('MA75000000'), uniqueTrackCode('MA75000000')];
    await page.getByLabel(/Дараагийн ачаанд утсыг хадгалах/).check();
    await page.getByLabel('Утасны дугаар').fill(DEMO_CUSTOMER.phone);
    await page.getByLabel('Трак код').click();
    for (const code of codes) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    const session = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' });
    await expect.poll(() => session.locator('li[data-state="done"]').count()).toBe(2);
    for (const row of await session.getByRole('listitem').all()) {
      expect(await linesOf(row.getByText(/^MA75/))).toBe(1);
      expect(await linesOf(row.getByTestId('parcel-customer'))).toBe(1);
      expect(await overflowsRight(row)).toEqual([]);
    }
    await snapshot(page, `staff-register-${viewport.width}`, session);

    // Batch mode: the same codes loaded on a truck.
    await page.getByRole('link', { name: 'Төлөв' }).click();
    await page.getByRole('radio', { name: 'Олноор' }).check();
    await page.getByLabel('Трак код').click();
    for (const code of codes) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    const batch = page.getByRole('list', { name: 'Уншуулсан кодууд' });
    await expect.poll(() => batch.locator('li[data-state="done"]').count()).toBe(2);
    for (const row of await batch.getByRole('listitem').all()) {
      expect(await linesOf(row.getByText(/^MA75/))).toBe(1);
      expect(await overflowsRight(row)).toEqual([]);
    }
    await snapshot(page, `staff-batch-${viewport.width}`, batch);

    // CSV: one new parcel, one price change.
    await page.getByRole('link', { name: 'CSV' }).click();
    const fresh = uniqueTrackCode('MA75000000');
    await page
      .getByLabel('Эсвэл текстээ буулгана уу')
      .fill(`${fresh},${DEMO_CUSTOMER.phone},5400\n${codes[0]},${DEMO_CUSTOMER.phone},7700\n`);
    await page.getByRole('button', { name: 'Урьдчилан харах' }).click();
    const preview = page.getByRole('region', { name: 'Оруулахаас өмнө шалгана уу' });
    await preview.getByText('Бүртгэгдэнэ').waitFor();
    expect(await preview.getByText('Шинэчлэгдэнэ').count()).toBe(1);
    expect(await preview.getByText('Шинээр бүртгэсэн').count()).toBe(0);
    for (const row of await preview.getByRole('listitem').all()) {
      expect(await linesOf(row.getByText(/^MA75/))).toBe(1);
      expect(await overflowsRight(row)).toEqual([]);
    }
    for (const tile of await preview.locator('p').filter({ hasText: /^\d+/ }).all()) expect(await overflowsRight(tile)).toEqual([]);
    await snapshot(page, `staff-csv-preview-${viewport.width}`, preview);
    await preview.getByRole('button', { name: 'Баталгаажуулж оруулах' }).click();
    const result = page.getByRole('status', { name: 'CSV оруулж дууслаа' });
    await result.getByText('Шинэчилсэн').waitFor();
    for (const tile of await result.locator('p').all()) expect(await overflowsRight(tile)).toEqual([]);
    await snapshot(page, `staff-csv-result-${viewport.width}`, result);
    await context.close();
  });
});

describe.each(VIEWPORTS)('names and tabs at $width px', (viewport) => {
  it('the header and the profile name the person "Д. Бат"; the tab bar shows "Тооцоолуур" whole', async () => {
    const page = await openVisitor(viewport, '/', 'names');
    const cutLabels = () =>
      page
        .getByTestId('tab-bar')
        .locator('span')
        .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 0.5).map((label) => label.textContent));
    if (isNarrow(viewport)) {
      await page.getByTestId('tab-bar').getByText('Тооцоолуур').waitFor();
      expect(await cutLabels()).toEqual([]);
    }
    await logIn(page, DEMO_CUSTOMER);
    await page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor({ state: 'detached' });
    if (isNarrow(viewport)) {
      expect(await cutLabels()).toEqual([]);
      await snapshot(page, `tab-bar-${viewport.width}`);
    } else {
      const account = page.getByRole('banner').getByRole('link', { name: 'Д. Бат', exact: true });
      await account.waitFor();
      expect(await page.getByRole('banner').textContent()).not.toContain(DEMO_CUSTOMER.phone);
      await snapshot(page, `header-${viewport.width}`);
    }
    // The narrow profile is headed by the name (the wide one lists family and given name as two facts).
    if (isNarrow(viewport)) {
      await page.goto('/profile');
      await page.getByRole('heading', { level: 1, name: 'Д. Бат', exact: true }).waitFor();
    }
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('an email with a Mongolian domain at $width px', (viewport) => {
  it('is saved and shown as typed, bataa@монгол.мн, not in punycode', async () => {
    const customer = { phone: uniquePhone(), password: 'mongol-domain-1', firstName: 'Батаа', lastName: 'Дорж' };
    await registerCustomer(customer);
    const page = await openVisitor(viewport, '/', 'idn-email');
    await logIn(page, customer);
    await page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor({ state: 'detached' });
    await page.goto(isNarrow(viewport) ? '/profile/mobile' : '/profile');
    const info = page.getByRole('region', { name: 'Үндсэн мэдээлэл' });
    await info.getByRole('button', { name: 'Засах' }).click();
    const edit = page.getByRole('dialog', { name: 'Мэдээлэл засах' });
    await edit.getByLabel('И-мэйл').fill('bataa@монгол.мн');
    await edit.getByRole('button', { name: 'Хадгалах' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.reload();
    await info.getByText('bataa@монгол.мн', { exact: true }).waitFor();
    expect(await info.textContent()).not.toContain('xn--');
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('whom to call and where to collect at $width px', (viewport) => {
  it('the about page and the footer give the demo pickup point with hours and map, and the phones as tel: links', async () => {
    const page = await openVisitor(viewport, '/about', 'contacts');
    const points = page.getByRole('list', { name: 'Ачаа авах цэг' });
    await points.waitFor();
    expect(await points.textContent()).toContain('Даваа–Баасан 10:00–19:00');
    expect(await points.getByRole('link').first().getAttribute('href')).toContain('https://www.google.com/maps/search/');
    const call = page.getByRole('main').getByRole('link', { name: 'Залгах: 7700 1234' });
    expect(await call.getAttribute('href')).toBe('tel:+97677001234');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snapshot(page, `about-contacts-${viewport.width}`, points);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Залгах: 9900 1234' }).getAttribute('href')).toBe('tel:+97699001234');
    expect(await overflowsRight(footer)).toEqual([]);
    await snapshot(page, `footer-contacts-${viewport.width}`, footer);
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('the staff contacts form at $width px', (viewport) => {
  it('shows the current phones and pickup point, each field inside the card', async () => {
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `polish-staff-contacts-${viewport.width}`);
    await StaffApi.signInBrowser(context, baseUrl());
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Агуулах, үнэ' }).click();
    const phones = page.getByLabel('Утас (таслалаар тусгаарлана)');
    await expect.poll(() => phones.inputValue()).toBe('77001234, 99001234');
    const point = page.getByRole('group', { name: 'Олгох цэг 1' });
    expect(await point.getByLabel('Цагийн хуваарь').inputValue()).toContain('10:00–19:00');
    expect(await overflowsRight(point)).toEqual([]);
    await snapshot(page, `staff-contacts-${viewport.width}`, point);
    await context.close();
  });
});
