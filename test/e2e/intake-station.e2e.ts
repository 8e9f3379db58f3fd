import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calculateTransportFee } from '@contract';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { jpegFrom, readLabelBarcode } from './support/label-barcode';
import { newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * The Erenhot intake station as a new worker uses it: a barcode scanner on a computer set to the
 * Mongolian Cyrillic layout (each key's `key` Cyrillic, its `code` the Latin position), a scale on a
 * serial port (navigator.serial replaced by a fake port that streams the scale's lines), a label
 * printed and a photo taken for each parcel, one pass per parcel, 5 of the 30 scanned with the
 * network off, the tab closed before they are sent.
 */

useBrowser();

const PRICES = { kg: 3000, m3: 599, rate: 480 };
const PARCELS = 30;
const OFFLINE_FROM = 25;

/** What each Latin key position types on the Mongolian Cyrillic layout. */
const MONGOLIAN: Record<string, string> = {
  Q: 'ф', W: 'ц', E: 'у', R: 'ж', T: 'э', Y: 'н', U: 'г', I: 'ш', O: 'ү', P: 'з',
  A: 'й', S: 'ы', D: 'б', F: 'ө', G: 'а', H: 'х', J: 'р', K: 'о', L: 'л',
  Z: 'я', X: 'ч', C: 'ё', V: 'с', B: 'м', N: 'и', M: 'т',
  '1': '№', '2': '-', '3': '"', '4': '₮', '5': ':', '6': '.', '7': '_', '8': ',', '9': '%', '0': '?', '-': 'е',
}; // prettier-ignore

const positionOf = (char: string) => (/[A-Z]/.test(char) ? `Key${char}` : /[0-9]/.test(char) ? `Digit${char}` : 'Minus');

/** A scanner typing `code` and Enter on the Mongolian layout: trusted key events through the DevTools protocol. */
async function scanCyrillic(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  for (const char of code) {
    const key = MONGOLIAN[char]!;
    const position = positionOf(char);
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code: position, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: position });
  }
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
  await cdp.detach();
}

/** navigator.serial with one port whose bytes the test sends: `window.scaleSend('ST,GS,+  2.345kg\r\n')`. */
async function fakeSerialScale(context: BrowserContext) {
  await context.addInitScript(() => {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const port = {
      readable: new ReadableStream<Uint8Array>({ start: (control) => void (controller = control) }),
      writable: null,
      open: async () => undefined,
      close: async () => undefined,
    };
    Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port, getPorts: async () => [] } });
    Object.assign(window, { scaleSend: (text: string) => controller?.enqueue(Uint8Array.from(text, (char) => char.charCodeAt(0))) });
  });
}

/**
 * A label printer behind the print dialog (kiosk printing): window.print keeps what it would print,
 * the label's code as text and its barcode's SVG, for the test to read back with a barcode reader.
 */
async function fakeLabelPrinter(context: BrowserContext) {
  await context.addInitScript(() => {
    const printed: { text: string; svg: string }[] = [];
    Object.assign(window, { printedLabels: printed });
    window.print = () => {
      const label = document.querySelector('[data-label-print]');
      printed.push({ text: label?.textContent ?? '', svg: label?.querySelector('[data-testid="label-barcode"] svg')?.outerHTML ?? '' });
    };
  });
}

const printedLabels = (page: Page) =>
  page.evaluate(() => (window as unknown as { printedLabels: { text: string; svg: string }[] }).printedLabels);

const scaleSend = (page: Page, text: string) =>
  page.evaluate((line) => (window as unknown as { scaleSend: (text: string) => void }).scaleSend(line), text);

const sizeOf = (index: number) => ({
  weightKg: Number((1 + index * 0.37).toFixed(2)),
  widthCm: 20 + index,
  heightCm: 15,
  lengthCm: 30 + (index % 5) * 10,
});

/** The photo of a saved parcel, from its row in "Энэ удаа бүртгэсэн", confirmed by the station. */
async function photograph(page: Page, staff: StaffApi, code: string, jpeg: Buffer) {
  const row = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }).locator('li[data-state="done"]').filter({ hasText: code });
  await row.getByTestId('photo-file').setInputFiles({ name: `${code}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
  await expect.poll(async () => (await staff.getParcel(code)).photos.length).toBe(1);
}

describe('the intake station at 1280 px', () => {
  it(
    'takes 30 parcels in one pass each (scan, scale, size, shelf, label, photo) from a Cyrillic-layout scanner, 5 of them offline',
    { timeout: 300_000 },
    async () => {
      const staff = await StaffApi.signIn();
      await staff.putPrices(PRICES);
      const desktop = VIEWPORTS.find((viewport) => viewport.width === 1280)!;
      const visitor = await newVisitor(desktop);
      const { context } = visitor;
      let { page } = visitor;
      reportFailures(page, 'intake-station-1280');
      await fakeSerialScale(context);
      await fakeLabelPrinter(context);
      await StaffApi.signInBrowser(context, staff.origin);
      await page.goto('/staff?tab=register');
      await page.getByLabel(/Автоматаар хэвлэх/).check();
      const photo = await jpegFrom(page);

      const phone = uniquePhone();
      const codes = Array.from({ length: PARCELS }, () => uniqueTrackCode('INT'));
      await page.getByLabel(/Нэг дамжлагаар/).check();
      await page.getByLabel(/Дараагийн ачаанд утсыг хадгалах/).check();
      await page.getByLabel('Утасны дугаар').fill(phone);
      await page.getByLabel('Эхний төлөв').selectOption('RECEIVED');
      await page.getByLabel(/^Тавиур/).fill('B-12');
      await page.getByRole('button', { name: 'Жинлүүр холбох' }).click();
      await page.getByText('Жинлүүр холбогдсон').waitFor();

      // A scale on the wrong baud rate: garbage, nothing taken.
      await scaleSend(page, '\u00ff\u0013\u0000ST,GS\u0091\u00e2kg\r\n\u0000\u0000US,G\r\n');
      expect(await page.getByLabel('Жин (кг)').inputValue()).toBe('');
      await expectNoAxeViolations(page);

      for (const [index, code] of codes.entries()) {
        if (index === OFFLINE_FROM) await context.setOffline(true);
        const size = sizeOf(index);
        await page.getByLabel('Трак код').focus();
        await scanCyrillic(page, code);
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('weightKg');
        // The parcel settles on the scale: unstable, then stable; the weight lands and the pass moves on.
        await scaleSend(page, `US,GS,+ ${(size.weightKg / 2).toFixed(3)}kg\r\nST,GS,+ ${size.weightKg.toFixed(3)}kg\r\n`);
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('widthCm');
        await expect.poll(() => page.getByLabel('Жин (кг)').inputValue()).toBe(size.weightKg.toFixed(2));
        await page.keyboard.type(`${size.widthCm}`);
        await page.keyboard.press('Enter');
        await page.keyboard.type(`${size.heightCm}`);
        await page.keyboard.press('Enter');
        await page.keyboard.type(`${size.lengthCm}`);
        await page.keyboard.press('Enter');
        // The shelf stays from the last parcel: Enter saves.
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByLabel('Трак код').evaluate((input) => input === document.activeElement)).toBe(true);
        // The pan is emptied for the next parcel.
        await scaleSend(page, 'ST,GS,+ 0.000kg\r\n');
        // Saved online: its label has printed and its photo is taken from its row before the next scan.
        if (index < OFFLINE_FROM) await photograph(page, staff, code, photo);
      }

      // Scanned twice in one run: not sent again.
      await context.setOffline(false);
      await page.getByLabel('Трак код').focus();
      await scanCyrillic(page, codes[3]!);
      await page.getByText('Давхар уншуулсан').first().waitFor();
      await context.setOffline(true);

      await page.getByText(`${PARCELS - OFFLINE_FROM} хадгалагдаагүй`).waitFor();
      const list = page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' });
      await expect.poll(() => list.locator('li[data-state="done"]').count()).toBe(OFFLINE_FROM);
      // The fee appears on the saved row with the weight and size.
      const firstRow = list.locator('li').filter({ has: page.getByText(codes[0]!, { exact: true }) });
      const firstFee = calculateTransportFee(sizeOf(0), PRICES).fee;
      expect(await firstRow.textContent()).toContain(`${firstFee.toLocaleString('en-US')} ₮`);
      expect(await firstRow.textContent()).toContain('B-12');
      await page.screenshot({ path: 'test-results/intake-station-1280.png', fullPage: true });

      const labels = await printedLabels(page);
      // The tab is closed while offline; the network comes back; the station opens again and sends the queue.
      await page.close();
      await context.setOffline(false);
      page = await context.newPage();
      reportFailures(page, 'intake-station-1280-reopened');
      await page.goto('/staff?tab=register');
      await expect
        .poll(() => page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }).locator('li[data-state="done"]').count(), { timeout: 30_000 })
        .toBe(PARCELS - OFFLINE_FROM);
      expect(await page.getByTestId('unsent').count()).toBe(0);
      // The queued five print their labels as they are sent, and get their photos then.
      labels.push(...(await printedLabels(page)));
      for (const code of codes.slice(OFFLINE_FROM)) await photograph(page, staff, code, photo);

      // One label per parcel, each read back by a barcode reader as its code.
      expect(labels).toHaveLength(PARCELS);
      const read = [];
      for (const label of labels) read.push(await readLabelBarcode(page, label.svg));
      expect(read.sort()).toEqual([...codes].sort());
      for (const label of labels) expect(label.text).toContain('B-12');

      // In the database once each, with weight, size, shelf and the fee by the rule.
      for (const [index, code] of codes.entries()) {
        const parcel = await staff.getParcel(code);
        const size = sizeOf(index);
        expect(parcel).toMatchObject({ ...size, shelf: 'B-12', status: 'RECEIVED', priceSource: 'RULE', phone });
        expect(parcel.price).toBe(calculateTransportFee(size, PRICES).fee);
        expect(parcel.photos).toHaveLength(1);
      }
      // A photo is its owner's and staff's only: nobody signed out gets it.
      const someone = await fetch(`${staff.origin}${(await staff.getParcel(codes[0]!)).photos[0]!.url}`);
      expect([401, 403, 404]).toContain(someone.status);
      const check = await fetch(`${staff.origin}/api/package/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone }),
      });
      const listed = ((await check.json()) as { list: { trackCode: string }[] }).list.map((parcel) => parcel.trackCode);
      expect(listed.sort()).toEqual([...codes].sort());
      await context.close();
    },
  );

  it('refuses bad input with a clear message and saves nothing: a 200-character code, NUL bytes', async () => {
    const staff = await StaffApi.signIn();
    const desktop = VIEWPORTS.find((viewport) => viewport.width === 1280)!;
    const { context, page } = await newVisitor(desktop);
    reportFailures(page, 'intake-station-bad-input');
    await StaffApi.signInBrowser(context, staff.origin);
    await page.goto('/staff?tab=register');
    await page.getByLabel('Утасны дугаар').fill(uniquePhone());
    const long = `YT${'1'.repeat(198)}`;
    await page.getByLabel('Трак код').fill(long);
    await page.getByRole('button', { name: 'Бүртгэх' }).click();
    await page.getByText('Трак код 40 тэмдэгтээс урт байж болохгүй').waitFor();
    await page.getByLabel('Трак код').fill('YT12\u000034');
    await page.getByRole('button', { name: 'Бүртгэх' }).click();
    await page.getByText('Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ').waitFor();
    expect(await page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }).count()).toBe(0);
    // The server says the same to a client that skips the form, never a 500.
    for (const trackCode of [long, 'YT12\u000034']) {
      const answer = await staff.raw('POST', '/api/staff/parcels', { trackCode, phone: '99112233' });
      expect(answer.status).toBe(400);
    }
    await context.close();
  });
});

describe('a phone as the scanner, 375 px', () => {
  it('saves a scan with a short vibration, and a second scan of it with the duplicate pattern', async () => {
    const phoneViewport = VIEWPORTS.find((viewport) => viewport.width === 375)!;
    const { context, page } = await newVisitor(phoneViewport);
    reportFailures(page, 'intake-station-375');
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { vibrations: calls });
      Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => (calls.push(pattern), true) });
    });
    const staff = await StaffApi.signIn();
    await StaffApi.signInBrowser(context, staff.origin);
    await page.goto('/staff?tab=register');
    const code = uniqueTrackCode('PHN');
    await page.getByLabel('Утасны дугаар').fill(uniquePhone());
    await page.getByLabel(/Дараагийн ачаанд утсыг хадгалах/).check();
    await page.getByLabel('Трак код').fill(code);
    await page.getByLabel('Трак код').press('Enter');
    await page.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }).locator('li[data-state="done"]').waitFor();
    await page.getByLabel('Трак код').fill(code);
    await page.getByLabel('Трак код').press('Enter');
    await page.getByText('Давхар уншуулсан').waitFor();
    const vibrations = await page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);
    expect(vibrations).toEqual([[40], [70, 60, 70]]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/intake-station-375.png', fullPage: true });
    await context.close();
  });
});
