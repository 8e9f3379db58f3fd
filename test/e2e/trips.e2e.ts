import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT, uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * Trips as new staff would try them, against the real server: open a trip, load 40 parcels (one
 * more refused, already on another truck), depart with a seal, the manifest in Mongolian and
 * Chinese (printed and as CSV), the truck on the owner's dashboard while on the road, arrive, unload
 * 38 and one that was not on the truck, close; the trip and the owner's dashboard show 2 missing and
 * 1 extra; the closed trip in Chinese at 375 px. The customer's timeline shows the truck's times at
 * 375 px.
 */

useBrowser();

const [narrow, wide] = [VIEWPORTS.find((viewport) => viewport.width === 375)!, VIEWPORTS.find((viewport) => viewport.width === 1280)!];

describe('a trip from Erenhot to Ulaanbaatar', () => {
  it('load, depart, manifest, arrive, unload, close; missing and extra; the customer’s timeline', { timeout: 300_000 }, async () => {
    const staffApi = await StaffApi.signIn();
    const customer = { phone: uniquePhone(), password: 'trips-pass-1', firstName: 'Туяа', lastName: 'Бат' };
    await registerCustomer(customer);
    const codes = Array.from({ length: 40 }, () => uniqueTrackCode('TRP'));
    const elsewhere = uniqueTrackCode('TRO');
    const extra = uniqueTrackCode('TRX');
    for (const trackCode of [...codes, elsewhere, extra]) {
      await staffApi.createParcel({ trackCode, phone: customer.phone, price: 9_000, status: 'RECEIVED' });
    }
    await staffApi.openTripWith([elsewhere]);

    const { context, page } = await newVisitor(wide);
    await StaffApi.signInBrowser(context, baseUrl(), ADMIN_ACCOUNT);
    // The print dialog would block a headless browser: keep what each call put out to print instead
    // (the copy beside the page that print media alone shows).
    await context.addInitScript(() => {
      window.print = () => {
        const printed = ((window as unknown as { printed?: string[] }).printed ??= []);
        printed.push(document.querySelector('body > [data-manifest-print]')?.textContent ?? '');
      };
    });
    reportFailures(page, 'trips-failed-1280');

    // Open a trip.
    await page.goto('/staff?tab=trips');
    await page.getByLabel('Машины дугаар').fill('1234УБА');
    await page.getByLabel('Жолооч', { exact: true }).fill('Батбаяр');
    await page.getByLabel('Жолоочийн утас').fill('99118822');
    await page.getByRole('button', { name: 'Рейс нээх' }).click();
    await page.getByRole('heading', { name: /^T-\d{4}-\d{2} · 1234УБА$/ }).waitFor();
    const tripCode = (await page.getByRole('heading', { name: /^T-\d{4}-\d{2} · 1234УБА$/ }).textContent())!.split(' · ')[0]!;

    // Load: five scanned one by one, the rest pasted at once with the one already on another truck.
    const scan = page.getByLabel('Трак код (уншуулах эсвэл хэд хэдийг хуулж оруулах)');
    for (const code of codes.slice(0, 5)) {
      await scan.fill(code);
      await scan.press('Enter');
      await page
        .getByRole('list', { name: /^Машинд ачигдсан/ })
        .getByText(code)
        .waitFor();
    }
    await scan.fill([...codes.slice(5), elsewhere].join(' '));
    await scan.press('Enter');
    await page.getByText('35 ачаа ачлаа').waitFor();
    await page.getByRole('status').getByText('Ачаа өөр рейсэнд ачигдсан байна').waitFor();
    await page.getByText(/^40 ачаа · /).waitFor();
    await page.getByRole('heading', { name: 'Машинд ачигдсан (40)' }).waitFor();
    await page.screenshot({ path: 'test-results/trips-loading-1280.png', fullPage: true });
    await expectNoAxeViolations(page);

    // Depart with the seal: the manifest, printed in Mongolian and Chinese.
    await page.getByLabel('Лацны дугаар').fill('ЛАЦ-2611');
    await page.getByRole('button', { name: 'Хөдлөх' }).click();
    const manifest = page.getByRole('region', { name: 'Ачааны жагсаалт' }).first();
    await manifest.getByText('ЛАЦ-2611').waitFor();
    expect(await manifest.locator('tbody tr').count()).toBe(40);
    await manifest
      .getByText(`…${customer.phone.slice(-4)}`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Хэвлэх' }).click();
    await page.screenshot({ path: 'test-results/trips-manifest-mn-1280.png', fullPage: true });
    // The manifest's own language switch, not the staff screen's.
    await page.getByRole('group', { name: 'Ачааны жагсаалт' }).getByRole('radio', { name: '中文' }).check();
    await page.getByRole('heading', { name: '装车清单' }).waitFor();
    await page.getByText('铅封号').waitFor();
    await page.getByRole('button', { name: 'Хэвлэх' }).click();
    // Each print is the manifest alone, in its language: not the screen's buttons around it.
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toContain('Ачааны жагсаалт');
    expect(printed[0]).toContain('ЛАЦ-2611');
    expect(printed[1]).toContain('装车清单');
    expect(printed[1]).toContain('铅封号');
    for (const text of printed) expect(text).not.toMatch(/Ирснийг тэмдэглэх|Хэвлэх/);
    expect(await page.locator('[data-manifest-print]').count()).toBe(0);
    await page.screenshot({ path: 'test-results/trips-manifest-zh-1280.png', fullPage: true });
    // The owner sees the truck on the road, with its expected arrival (another tab of the same browser).
    const owner = await context.newPage();
    await owner.goto('/owner');
    const road = owner.getByRole('group', { name: 'Замд яваа машин' }).getByRole('row', { name: new RegExp(tripCode) });
    await road.getByRole('cell', { name: '1234УБА' }).waitFor();
    await road.getByRole('cell', { name: '40', exact: true }).waitFor();
    await owner.close();
    const tripId = Number((await page.getByRole('link', { name: 'CSV (zh)' }).getAttribute('href'))!.match(/trips\/(\d+)\/manifest/)![1]);
    for (const [lang, header] of [
      ['mn', 'Трак код'],
      ['zh', '快递单号'],
    ] as const) {
      const csv = await staffApi.download(`/api/staff/trips/${tripId}/manifest.csv?lang=${lang}`);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = csv.toString('utf8');
      expect(text).toContain(tripCode);
      expect(text).toContain(header);
      expect(text).not.toContain(customer.phone);
    }

    // Arrive and unload 38, plus one that was not on the truck.
    await page.getByRole('button', { name: 'Ирснийг тэмдэглэх' }).click();
    await page.getByLabel('Тавиур (заавал биш)').fill('C-7');
    await scan.fill([...codes.slice(0, 38), extra].join(' '));
    await scan.press('Enter');
    await page.getByText('39 ачаа буулгалаа').waitFor();
    await page.getByRole('status').getByText('Энэ рейсэнд байгаагүй').waitFor();
    const expected = page.getByRole('list', { name: 'Хүлээгдэж буй (2)' });
    await expected.getByText(codes[38]!).waitFor();
    await expected.getByText(codes[39]!).waitFor();
    await page.screenshot({ path: 'test-results/trips-unloading-1280.png', fullPage: true });

    // Close: 2 missing, 1 extra on the trip.
    await page.getByRole('button', { name: 'Буулгалт дуусгах' }).click();
    const missing = page.getByRole('list', { name: 'Дутуу (2)' });
    await missing.getByText(codes[38]!).waitFor();
    await missing.getByText(codes[39]!).waitFor();
    await page.getByRole('list', { name: 'Илүү (1)' }).getByText(extra).waitFor();
    await page.screenshot({ path: 'test-results/trips-closed-1280.png', fullPage: true });
    await expectNoAxeViolations(page);

    // …and on the owner's dashboard.
    await page.goto('/owner');
    const missingOnDashboard = page.getByRole('group', { name: 'Дутуу ачаа' });
    await missingOnDashboard.getByText(codes[38]!).waitFor();
    await missingOnDashboard.getByText(codes[39]!).waitFor();
    // The trip of the period: 40 loaded, 2 missing, 1 extra (the last two columns).
    const periodRow = page.getByRole('group', { name: 'Хугацааны рейсүүд' }).getByRole('row', { name: new RegExp(tripCode) });
    await periodRow.waitFor();
    expect(await periodRow.getByRole('cell').allTextContents()).toEqual([
      tripCode,
      '1234УБА',
      '40',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      '2',
      '1',
    ]);
    await page.screenshot({ path: 'test-results/trips-dashboard-1280.png', fullPage: true });

    // The closed trip on a phone.
    const phone = await newVisitor(narrow);
    await StaffApi.signInBrowser(phone.context, baseUrl(), ADMIN_ACCOUNT);
    await phone.page.goto('/staff?tab=trips');
    await phone.page.getByRole('button', { name: new RegExp(tripCode) }).click();
    await phone.page.getByRole('list', { name: 'Дутуу (2)' }).waitFor();
    await phone.page.screenshot({ path: 'test-results/trips-closed-375.png', fullPage: true });
    // The Erenhot staff read it in Chinese (the switch applies once its texts are loaded: click, then wait).
    await phone.page.getByRole('group', { name: 'Хэл солих' }).getByRole('radio', { name: '中文' }).click();
    await phone.page.getByRole('list', { name: '缺少（2）' }).waitFor();
    await phone.page.getByRole('list', { name: '多出（1）' }).getByText('不在本车次').waitFor();
    await phone.page.getByRole('link', { name: '装车' }).waitFor();
    await phone.page.screenshot({ path: 'test-results/trips-closed-zh-375.png', fullPage: true });

    // The customer's timeline at 375 px: the truck's times, nothing of the truck itself.
    const buyer = await newVisitor(narrow);
    reportFailures(buyer.page, 'trips-customer-failed-375');
    await buyer.page.goto(`/track/${codes[0]}`);
    const timeline = buyer.page.getByRole('region', { name: 'Явцын түүх' });
    // Each of the truck's steps at the trip's own time.
    type SentTrip = { departedAt: string; arrivedAt: string; parcels: Array<{ trackCode: string; loadedAt: string }> };
    const sent = JSON.parse((await staffApi.download(`/api/staff/trips/${tripId}`)).toString('utf8')) as SentTrip;
    for (const [step, at] of [
      ['Машинд ачигдсан', sent.parcels.find((parcel) => parcel.trackCode === codes[0])!.loadedAt],
      ['Эрээнээс гарсан', sent.departedAt],
      ['Машин Улаанбаатарт ирсэн', sent.arrivedAt],
    ] as const) {
      const time = timeline
        .getByRole('listitem')
        .filter({ has: buyer.page.getByText(step, { exact: true }) })
        .locator('time');
      expect(await time.getAttribute('datetime')).toBe(at);
    }
    await timeline.getByText('Улаанбаатарт ирсэн', { exact: true }).waitFor();
    expect(await buyer.page.textContent('body')).not.toMatch(/1234УБА|Батбаяр|ЛАЦ-2611/);
    await buyer.page.screenshot({ path: 'test-results/trips-customer-timeline-375.png', fullPage: true });
    await expectNoAxeViolations(buyer.page);
  });
});
