import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ulaanbaatarDay } from '@contract/counter';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT, uniquePhone, uniqueTrackCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { expectToast, reportFailures, signInWithModal } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * The owner's morning, against the real server and its demo history: the dashboard for 30 days with
 * its charts drawn and a CSV downloaded and read; a new staff member added, signing in and
 * registering a parcel, then disabled (their session ends at once); the audit shows each step.
 */

useBrowser();

async function ownerPage(viewport: Viewport) {
  const visitor = await newVisitor(viewport);
  await StaffApi.signInBrowser(visitor.context, baseUrl(), ADMIN_ACCOUNT);
  reportFailures(visitor.page, `owner-failed-${viewport.width}`);
  return visitor;
}

/** Whether the browser's session still opens the account (GET /api/auth/me). */
const sessionStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/me')).status);

describe.each(VIEWPORTS)('the owner at $width px', (viewport) => {
  it('dashboard with charts and a CSV; a staff member added, used and disabled; the audit shows it', { timeout: 240_000 }, async () => {
    const { page } = await ownerPage(viewport);

    // The dashboard: 30 days of the demo's history, every chart drawn (uPlot's canvas) with its table.
    await page.goto('/owner');
    await page.getByRole('heading', { level: 1, name: 'Удирдлага' }).waitFor();
    await page.getByRole('radio', { name: '30 хоног' }).check();
    const stages = page.getByRole('region', { name: 'Өдөр бүрийн ачаа, үе шатаар' });
    await stages.locator('canvas').first().waitFor();
    await page.getByRole('region', { name: 'Өдөр бүрийн орлого, төлбөрийн хэлбэрээр' }).locator('canvas').first().waitFor();
    await page
      .getByRole('region', { name: /тээврийн хугацаа/ })
      .locator('canvas')
      .first()
      .waitFor();
    const registered = page.locator('dt', { hasText: /^Бүртгэсэн$/ }).locator('xpath=following-sibling::dd');
    expect(Number(await registered.first().textContent())).toBeGreaterThan(100);
    // The company's SMS bill, live under the figures.
    expect(await page.getByTestId('sms-budget').textContent()).toMatch(/SMS: энэ цагт \d+ \/ \d+, өнөөдөр \d+ \/ \d+/);
    // Every chart fits the screen: no sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/owner-dashboard-${viewport.width}.png`, fullPage: true });

    // The CSV of the parcels per day: one line per day of the period, with Mongolian headings.
    const [download] = await Promise.all([page.waitForEvent('download'), stages.getByRole('button', { name: 'CSV татах' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Огноо,Бүртгэсэн,Эрээнд хүлээн авсан,Илгээсэн,Улаанбаатарт ирсэн,Олгосон,Хүргэж өгсөн');
    expect(lines).toHaveLength(31);
    expect(lines.slice(1).some((line) => /,[1-9]/.test(line))).toBe(true);

    // The chart's legend reads what the API says, part by part, with the total: today's when nothing is
    // hovered, and the hovered day's (the first) when the pointer is over its bar; never running sums or "--".
    const dates = lines.slice(1).map((line) => line.split(',')[0]!);
    const answer = await page.request.get(`/api/admin/dashboard?from=${dates[0]}&to=${dates.at(-1)}`);
    const perDay = (await answer.json()).perDay as Array<Record<string, number | string>>;
    const legendOf = async () => {
      const rows = stages.locator('.u-legend .u-series');
      const values = await rows.locator('.u-value').allTextContents();
      const labels = await rows.locator('.u-label').allTextContents();
      return Object.fromEntries(labels.map((label, index) => [label, values[index]!]));
    };
    const stageNames = ['Бүртгэсэн', 'Эрээнд хүлээн авсан', 'Илгээсэн', 'Улаанбаатарт ирсэн', 'Олгосон', 'Хүргэж өгсөн'];
    const stageKeys = ['registered', 'received', 'sent', 'arrived', 'handedOver', 'deliveredToDoor'];
    const expectLegend = async (day: Record<string, number | string>) => {
      const total = stageKeys.reduce((sum, key) => sum + Number(day[key]), 0);
      await expect.poll(legendOf).toMatchObject({
        Огноо: `${String(day.date).replaceAll('-', '/')} · нийт ${total.toLocaleString('en-US')}`,
        ...Object.fromEntries(stageNames.map((name, index) => [name, Number(day[stageKeys[index]!]).toLocaleString('en-US')])),
      });
    };
    await expectLegend(perDay.at(-1)!);
    const plot = stages.locator('.u-over');
    const box = (await plot.boundingBox())!;
    // The first of 30 slots, in its middle.
    await page.mouse.move(box.x + box.width / 60, box.y + box.height - 4);
    await expectLegend(perDay[0]!);

    // A new staff member, added in the app.
    const member = {
      phone: uniquePhone(),
      password: 'new-member-pass',
      lastName: viewport.width < 768 ? 'Гантөмөр' : 'Батсүх',
      firstName: 'Сэцэн',
    };
    await page.getByRole('link', { name: 'Ажилтнууд' }).click();
    const form = page.getByRole('region', { name: 'Ажилтан нэмэх' });
    await form.getByLabel('Утас', { exact: true }).fill(member.phone);
    await form.getByLabel('Нууц үг', { exact: true }).fill(member.password);
    await form.getByLabel('Овог', { exact: true }).fill(member.lastName);
    await form.getByLabel('Нэр', { exact: true }).fill(member.firstName);
    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await expectToast(page, 'Ажилтан нэмэгдлээ');
    const row = page.getByRole('listitem', { name: `${member.lastName} ${member.firstName}` });
    await row.waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/owner-staff-${viewport.width}.png`, fullPage: true });

    // They sign in and register a parcel.
    const worker = await newVisitor(viewport);
    reportFailures(worker.page, `owner-member-failed-${viewport.width}`);
    await signInWithModal(worker.page, member);
    const code = uniqueTrackCode('OWN');
    const parcelPhone = uniquePhone();
    await worker.page.goto('/staff?tab=register');
    await worker.page.getByLabel('Трак код').fill(code);
    await worker.page.getByLabel('Утасны дугаар').fill(parcelPhone);
    await worker.page.getByRole('button', { name: 'Бүртгэх' }).click();
    await expectToast(worker.page, `${code} бүртгэгдлээ`);
    expect(await sessionStatus(worker.page)).toBe(200);

    // Disabled, after a confirmation naming them: their session ends at once, and their next request takes the staff pages away.
    await row.getByRole('button', { name: 'Хаах' }).click();
    const confirm = page.getByRole('dialog', { name: 'Бүртгэл хаах' });
    await confirm.getByText(`(${member.phone})-ийн бүртгэлийг хаах уу?`).waitFor();
    await confirm.getByRole('button', { name: 'Бүртгэл хаах' }).click();
    await expectToast(page, 'Бүртгэлийг хаалаа: нэвтэрсэн бүх төхөөрөмжөөс гарлаа');
    expect(await sessionStatus(worker.page)).toBe(401);
    await row.getByText('Хаалттай').waitFor();
    await worker.page.getByLabel('Трак код').fill(uniqueTrackCode('OWN'));
    await worker.page.getByLabel('Утасны дугаар').fill(uniquePhone());
    await worker.page.getByRole('button', { name: 'Бүртгэх' }).click();
    await worker.page.waitForURL((url) => url.pathname === '/');
    // Their own password now says the account is closed, not that the password is wrong.
    const login = worker.page.getByRole('dialog');
    await login.getByLabel('Утасны дугаар').fill(member.phone);
    await login.getByLabel('Нууц үг', { exact: true }).fill(member.password);
    await login.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
    await login.getByText('Таны бүртгэл хаагдсан байна. Байгууллагын админд хандана уу').waitFor();

    // The audit: the account's creation and its disabling, and the parcel they registered.
    await page.getByRole('link', { name: 'Үйлдлийн түүх' }).click();
    const search = page.getByRole('search');
    await search.getByLabel('Юу', { exact: true }).fill(member.phone);
    await search.getByRole('button', { name: 'Хайх' }).click();
    await page.getByText('Ажилтан нэмсэн').waitFor();
    await page.getByText('Ажилтныг засварласан').waitFor();
    // Each row says what changed, in Mongolian: the account closed, not `state: ACTIVE`.
    await page.getByText('төлөв: Идэвхтэй → Хаалттай').first().waitFor();
    // Weighed again by a CSV line: audited like any other edit, each measure in its own words.
    const staff = await StaffApi.signIn();
    expect(
      await staff.importCsv(`trackCode,phone,price,weightKg,widthCm,heightCm,lengthCm\n${code},${parcelPhone},,4,20,20,20\n`),
    ).toMatchObject({
      updated: 1,
      errors: [],
    });
    await search.getByLabel('Юу', { exact: true }).fill(code);
    await search.getByRole('button', { name: 'Хайх' }).click();
    await page.getByText('Ачаа бүртгэсэн').waitFor();
    const changes = page.getByRole('list', { name: 'Юу өөрчлөгдсөн' }).first();
    await changes.getByText('жин (кг): 4', { exact: true }).waitFor();
    await changes.getByText('өргөн (см): 20', { exact: true }).waitFor();
    await page.getByText(`(${member.phone})`).first().waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/owner-audit-${viewport.width}.png`, fullPage: true });
  });

  it.each([
    { locale: 'mn', custom: 'Сонгох', from: 'Эхлэх огноо', to: 'Дуусах огноо' },
    { locale: 'en', custom: 'Custom', from: 'From', to: 'To' },
  ])('a period of its own in $locale: its days written YYYY/MM/DD and chosen in the date fields', async (words) => {
    const { context, page } = await ownerPage(viewport);
    if (words.locale === 'en') await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/owner');
    await page.getByRole('radio', { name: words.custom }).check();
    const from = page.getByLabel(words.from, { exact: true });
    const to = page.getByLabel(words.to, { exact: true });
    const shown = (field: typeof from) => field.locator('xpath=following-sibling::span').textContent();
    const first = ulaanbaatarDay(new Date(Date.now() - 13 * 86_400_000));
    const last = ulaanbaatarDay(new Date(Date.now() - 86_400_000));
    await from.fill(first);
    await to.fill(last);
    expect(await shown(from)).toBe(first.replaceAll('-', '/'));
    expect(await shown(to)).toBe(last.replaceAll('-', '/'));
    // The fields bound each other, so the pickers offer no backwards period.
    expect(await from.getAttribute('max')).toBe(last);
    expect(await to.getAttribute('min')).toBe(first);
    await page.getByRole('heading', { name: `${first.replaceAll('-', '/')} – ${last.replaceAll('-', '/')}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    // The keyboard reaches the day too: a step down on the field's first part, and the field shows the new day.
    await from.press('ArrowDown');
    const stepped = await from.inputValue();
    expect(stepped).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stepped).not.toBe(first);
    await expect.poll(() => shown(from)).toBe(stepped.replaceAll('-', '/'));
    await page.screenshot({ path: `test-results/owner-dashboard-custom-${words.locale}-${viewport.width}.png`, animations: 'disabled' });
  });
});
