import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { jpegFrom, readLabelBarcode, shownLabelBarcode } from './support/label-barcode';
import { newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * The rest of the intake station as people meet it: a label read back by a barcode
 * reader, photos that only their parcel's owner and staff see, and a Chinese staff screen that says
 * what the Mongolian one says.
 */

useBrowser();

const PARCEL_MEASURES = { weightKg: 2.5, widthCm: 20, heightCm: 15, lengthCm: 30, shelf: 'C-07' };

describe.each(VIEWPORTS)('labels at $width px', (viewport) => {
  it('prints the code as a Code 128 that decodes back to it, with only the phone’s last 4 digits', async () => {
    const staff = await StaffApi.signIn();
    const trackCode = uniqueTrackCode('LBL');
    const phone = uniquePhone();
    await staff.createParcel({ trackCode, phone, status: 'RECEIVED' });
    expect((await staff.raw('PATCH', `/api/staff/parcels/${trackCode}`, PARCEL_MEASURES)).status).toBe(200);

    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `label-${viewport.width}`);
    await StaffApi.signInBrowser(context, staff.origin);
    await page.goto(`/staff/label/${trackCode}`);
    const label = page.getByTestId('parcel-label');
    await label.waitFor();
    const text = (await label.textContent()) ?? '';
    expect(text).toContain(trackCode);
    expect(text).toContain(`••••${phone.slice(-4)}`);
    expect(text).not.toContain(phone);
    expect(text).toContain('C-07');
    expect(text).toContain('2.5');
    expect(text).toContain(formatDate(new Date()));
    expect(await readLabelBarcode(page, await shownLabelBarcode(page))).toBe(trackCode);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/label-${viewport.width}.png`, fullPage: true });
    await context.close();
  });
});

describe.each(VIEWPORTS)('intake photos at $width px', (viewport) => {
  it('shows a parcel’s photos to its owner on /track, and to nobody else', async () => {
    const staff = await StaffApi.signIn();
    const owner = { phone: uniquePhone(), password: 'owner-pass-2026', firstName: 'Зураг', lastName: 'Эзэн' };
    const stranger = { phone: uniquePhone(), password: 'stranger-pass-2026', firstName: 'Өөр', lastName: 'Хүн' };
    await registerCustomer(owner);
    await registerCustomer(stranger);
    const trackCode = uniqueTrackCode('PHO');
    await staff.createParcel({ trackCode, phone: owner.phone, status: 'RECEIVED' });

    const ownerVisit = await newVisitor(viewport);
    reportFailures(ownerVisit.page, `photos-owner-${viewport.width}`);
    await ownerVisit.page.goto('/about');
    const photo = await staff.uploadPhoto(trackCode, await jpegFrom(ownerVisit.page));

    await StaffApi.signInBrowser(ownerVisit.context, staff.origin, { phone: owner.phone, password: owner.password });
    await ownerVisit.page.goto(`/track/${trackCode}`);
    const photos = ownerVisit.page.getByRole('region', { name: 'Хүлээн авсан үеийн зураг' });
    await photos.waitFor();
    const image = photos.getByRole('img').first();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(64);
    await expectNoAxeViolations(ownerVisit.page);
    await ownerVisit.page.screenshot({ path: `test-results/photos-owner-${viewport.width}.png`, fullPage: true });
    await ownerVisit.context.close();

    // Another customer sees the parcel's public status, never its photos, and cannot fetch one by its address.
    const strangerVisit = await newVisitor(viewport);
    await StaffApi.signInBrowser(strangerVisit.context, staff.origin, { phone: stranger.phone, password: stranger.password });
    await strangerVisit.page.goto(`/track/${trackCode}`);
    await strangerVisit.page.locator('#track-code').filter({ hasText: trackCode }).waitFor();
    expect(await strangerVisit.page.getByRole('region', { name: 'Хүлээн авсан үеийн зураг' }).count()).toBe(0);
    const stolen = await strangerVisit.page.evaluate(async (url) => (await fetch(url)).status, photo.url);
    expect([403, 404]).toContain(stolen);
    await strangerVisit.context.close();

    // A visitor with the link alike.
    const visitor = await fetch(`${staff.origin}${photo.url}`);
    expect([401, 403, 404]).toContain(visitor.status);
  });
});

/**
 * The words a worker reads on a screen (labels, buttons, headings, hints, table heads), not the data shown;
 * the language switch names each language in itself, so it is left out.
 */
const screenWords = (page: Page) =>
  page
    .locator('main')
    .locator('label, button, h1, h2, h3, legend, th, p, [role="tab"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .filter((element) => !element.closest('fieldset')?.querySelector('input[name="staff-language"]'))
        .map((element) => element.textContent?.trim() ?? ''),
    );

const CYRILLIC = /[\u0400-\u04ff]/;

describe('the staff screen in Chinese at 1280 px', () => {
  it('says on every intake part what the Mongolian screen says, in Chinese', async () => {
    const staff = await StaffApi.signIn();
    const trackCode = uniqueTrackCode('ZH');
    await staff.createParcel({ trackCode, phone: uniquePhone(), status: 'RECEIVED' });
    const desktop = VIEWPORTS.find((viewport) => viewport.width === 1280)!;
    const { context, page } = await newVisitor(desktop);
    reportFailures(page, 'staff-zh-1280');
    await StaffApi.signInBrowser(context, staff.origin);

    const parts = ['register', 'status', 'import', 'places'] as const;
    const readParts = async () => {
      const words: Record<string, string[]> = {};
      for (const part of parts) {
        // The part's own data (warehouses, prices) loaded and drawn before its words are read.
        await page.goto(`/staff?tab=${part}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        if (part === 'status') {
          await page.locator('main input[name="trackCode"]').fill(trackCode);
          await page.keyboard.press('Enter');
          // The parcel's view whole: its history and its next statuses.
          await page.locator('main [data-status="RECEIVED"]').first().waitFor();
          await page.locator('main section button').first().waitFor();
        }
        words[part] = await screenWords(page);
      }
      return words;
    };

    await page.goto('/staff');
    // The switch answers once the language's words have loaded: its radio is checked then, not at the click.
    await page.getByRole('radio', { name: 'Монгол' }).click();
    await page.locator('html[lang="mn"]').waitFor({ state: 'attached' });
    const mongolian = await readParts();
    await page.getByRole('radio', { name: '中文' }).click();
    await page.locator('html[lang="zh"]').waitFor({ state: 'attached' });
    const chinese = await readParts();

    // The warehouses' names and addresses are the company's data, in whatever language it typed them.
    const warehouses = (await staff.getJson<{ list: { name: string; address: string }[] }>('/api/staff/warehouses')).list;
    const data = new Set(warehouses.flatMap((warehouse) => [warehouse.name, warehouse.address]));
    for (const part of parts) {
      expect(chinese[part]!.length, part).toBe(mongolian[part]!.length);
      expect(
        chinese[part]!.filter((word) => CYRILLIC.test(word) && !data.has(word)),
        part,
      ).toEqual([]);
    }
    await page.goto('/staff?tab=register');
    await page.screenshot({ path: 'test-results/staff-zh-register-1280.png', fullPage: true });
    await context.close();
  });
});

describe('a phone as the scanner at 375 px', () => {
  it('reads the code with the camera, saves it, and adds a photo from the phone’s camera', async () => {
    const phoneViewport = VIEWPORTS.find((viewport) => viewport.width === 375)!;
    const { context, page } = await newVisitor(phoneViewport);
    reportFailures(page, 'intake-camera-375');
    // The phone's camera and Chrome's barcode reader, faked at the browser API: the reader sees
    // whatever code the test puts before the lens.
    await context.addInitScript(() => {
      Object.assign(window, {
        lensCode: '',
        BarcodeDetector: class {
          detect() {
            const code = (window as unknown as { lensCode: string }).lensCode;
            return Promise.resolve(code ? [{ rawValue: code }] : []);
          }
        },
      });
      navigator.mediaDevices.getUserMedia = () => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        canvas.getContext('2d')!.fillRect(0, 0, 320, 240);
        return Promise.resolve(canvas.captureStream(5));
      };
    });
    const staff = await StaffApi.signIn();
    await StaffApi.signInBrowser(context, staff.origin);
    await page.goto('/staff?tab=register');
    const code = uniqueTrackCode('CAM');
    const phone = uniquePhone();

    await page.getByRole('button', { name: 'Камераар уншуулах' }).click();
    await page.getByLabel('Ачааны баркодыг камерт харуулна уу').waitFor();
    await page.evaluate((seen) => Object.assign(window, { lensCode: seen }), code);
    // The code lands in its field and the phone is asked next, as after a scanner's Enter.
    await expect.poll(() => page.getByLabel('Трак код').inputValue()).toBe(code);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('phone');
    expect(await page.getByLabel('Ачааны баркодыг камерт харуулна уу').count()).toBe(0);
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');
    const row = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }).locator('li[data-state="done"]').filter({ hasText: code });
    await row.waitFor();

    // The phone's camera app through the file picker (capture): the photo is scaled here and sent.
    await row.getByTestId('photo-file').setInputFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: await jpegFrom(page) });
    await page.getByText('Зураг хадгалагдлаа').waitFor();
    await expect.poll(async () => (await staff.getParcel(code)).photos.length).toBe(1);
    expect(await staff.getParcel(code)).toMatchObject({ trackCode: code, phone });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/intake-camera-375.png', fullPage: true });
    await context.close();
  });
});
