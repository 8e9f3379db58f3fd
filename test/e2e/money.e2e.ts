import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulaanbaatarDay, type Dashboard, type DayReport } from '@contract';
import { FAKE_QPAY_LOGIN, startFakeQpay, type FakeQpay } from '../server/helpers/fake-qpay';
import { ADMIN_ACCOUNT, createAdminAccount, createStaffAccount, uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { distDir, isNarrow, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { tugrik } from './support/format';
import { expectToast, reportFailures, signInWithModal } from './support/page';
import { StaffApi } from './support/staff-api';
import { freePort, oneClientServerEnv, startServer, type RunningServer } from './support/test-server';

/*
 * Every tugrik in one ledger, as a customer, a cashier and a courier's dispatcher use it
 * against the real server (its own database, QPay faked on 127.0.0.1): the customer pays two parcels
 * online (choosing them) and asks door delivery for a third, paying the courier; the counter hands
 * two more over for 20,000 ₮ cash with change, "Олгох" double-clicked; the courier delivers and
 * collects; then the day report (API and screen) and the owner's dashboard give the same totals by method.
 */

useBrowser();

const DELIVERY_FEE = 5000;

let qpay: FakeQpay;
let server: RunningServer;
let dataDir: string;
let origin: string;

beforeAll(async () => {
  qpay = await startFakeQpay();
  dataDir = mkdtempSync(join(tmpdir(), 'achaa-e2e-money-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const databaseEnv = { DATABASE_PATH: join(dataDir, 'money.sqlite'), DATABASE_URL: '' };
  server = await startServer({
    ...databaseEnv,
    PORT: String(port),
    STATIC_DIR: distDir(),
    ...oneClientServerEnv(inject('smsUrl')),
    QPAY_BASE_URL: qpay.url,
    QPAY_USERNAME: FAKE_QPAY_LOGIN.username,
    QPAY_PASSWORD: FAKE_QPAY_LOGIN.password,
    QPAY_INVOICE_CODE: FAKE_QPAY_LOGIN.invoiceCode,
    PUBLIC_BASE_URL: origin,
    QPAY_CHECK_SECONDS: '1',
  });
  createStaffAccount(databaseEnv);
  createAdminAccount(databaseEnv);
});

afterAll(async () => {
  await server?.stop();
  await qpay?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/money-${name}-${width}.png`, fullPage: true });

describe.each(VIEWPORTS.map((viewport, index) => ({ ...viewport, index })))('one ledger at $width px', (viewport) => {
  it(
    'online for two, door delivery paid to the courier for one, cash with change for two more: report and dashboard agree',
    { timeout: 300_000 },
    async () => {
      const staffApi = await StaffApi.signIn(origin);
      await staffApi.putPrices({ kg: 3000, m3: 599, rate: 480, deliveryFee: DELIVERY_FEE });
      const customer = { phone: uniquePhone(), password: 'money-pass-1', firstName: 'Мөнгө', lastName: 'Бат' };
      await registerCustomer(customer, { origin });
      const [online1, online2, door, cash1, cash2] = ['ONL', 'ONL', 'DOOR', 'CSH', 'CSH'].map((prefix) => uniqueTrackCode(prefix)) as [
        string,
        string,
        string,
        string,
        string,
      ];
      const fees = new Map([
        [online1, 9000],
        [online2, 3000],
        [door, 4000],
        [cash1, 6000],
        [cash2, 7500],
      ]);
      for (const [trackCode, price] of fees) await staffApi.createParcel({ trackCode, phone: customer.phone, price, status: 'DELIVERED' });
      const unpriced = uniqueTrackCode('NOFEE');
      await staffApi.createParcel({ trackCode: unpriced, phone: customer.phone, status: 'DELIVERED' });

      // The customer: the card counts only priced parcels and says how many wait for a fee.
      const buyer = await newVisitor(viewport, { origin });
      reportFailures(buyer.page, `money-customer-failed-${viewport.width}`);
      await signInWithModal(buyer.page, customer);
      await buyer.page.goto(isNarrow(viewport) ? '/order' : '/profile/order');
      const card = buyer.page.getByTestId('pickup-card');
      await card.getByRole('heading', { name: `5 ачаа бэлэн · ${tugrik(29_500)}` }).waitFor();
      expect(await card.getByTestId('pickup-unpriced').textContent()).toBe('1 ачааны үнэ тогтоогоогүй байна');

      // Pays two of them online, chosen by code.
      await card.getByRole('button', { name: `Төлөх · ${tugrik(29_500)}` }).click();
      const chooser = buyer.page.getByRole('dialog', { name: 'Төлөх ачаагаа сонгоно уу' });
      for (const code of [door, cash1, cash2]) await chooser.getByRole('checkbox', { name: new RegExp(code) }).uncheck();
      await shot(buyer.page, 'choose', viewport.width);
      await expectNoAxeViolations(buyer.page);
      await chooser.getByRole('button', { name: `Төлөх · ${tugrik(12_000)}` }).click();
      const payment = buyer.page.getByRole('dialog', { name: 'Онлайнаар төлөх' });
      await payment.getByText('Төлбөр хүлээгдэж байна…').waitFor();
      const invoice = qpay.invoices.filter((entry) => entry.receiverCode === customer.phone).at(-1)!;
      expect(invoice.amount).toBe(12_000);
      qpay.pay(invoice.senderInvoiceNo);
      expect(await (await fetch(invoice.callbackUrl, { method: 'POST' })).text()).toBe('SUCCESS');
      await payment.getByText('Төлөгдсөн', { exact: true }).waitFor({ timeout: 20_000 });
      await payment.getByRole('button', { name: 'Хаах' }).click();

      // Door delivery for a third, paying the courier: the fee and the total shown before sending.
      await buyer.page.getByRole('button', { name: 'Хүргүүлэх' }).click();
      const ask = buyer.page.getByRole('dialog', { name: 'Хаягаар хүргүүлэх' });
      await ask.waitFor();
      // Only the third goes to the door: the two paid online and the two for the counter stay.
      for (const code of [online1, online2, cash1, cash2]) await ask.getByRole('checkbox', { name: code }).uncheck();
      expect(await ask.getByRole('checkbox', { name: unpriced }).isDisabled()).toBe(true);
      await expect.poll(() => ask.getByTestId('delivery-total').textContent()).toBe(tugrik(4000 + DELIVERY_FEE));
      await ask.getByRole('radio', { name: 'Хүргэгчид төлөх' }).check();
      await ask.getByRole('button', { name: 'Шинэ хаяг нэмэх' }).click();
      const add = buyer.page.getByRole('dialog', { name: 'Шинэ хаяг нэмэх' });
      await add.getByLabel('Хот / аймаг').selectOption('Улаанбаатар');
      await add.getByLabel('Дүүрэг / сум').selectOption('Баянзүрх');
      await add.getByLabel('Хороо / баг').selectOption('5-р хороо');
      await add.getByRole('button', { name: 'Хадгалах' }).click();
      await add.waitFor({ state: 'hidden' });
      await expect.poll(() => ask.getByLabel('Хүргэлтийн хаяг').inputValue()).not.toBe('');
      await shot(buyer.page, 'delivery-ask', viewport.width);
      await ask.getByRole('button', { name: 'Илгээх' }).click();
      await expectToast(buyer.page, 'Хүргэлтийн хүсэлт илгээгдлээ');
      const requests = buyer.page.getByRole('list', { name: 'Хүргэлтийн хүсэлтүүд' });
      await requests
        .getByTestId('delivery-due')
        .getByText(tugrik(4000 + DELIVERY_FEE), { exact: false })
        .waitFor();
      // The pickup card no longer lists the parcel sent to the door.
      await buyer.page.reload();
      await card.getByRole('heading', { name: `4 ачаа бэлэн · ${tugrik(13_500)}` }).waitFor();
      expect(await card.getByText(door).count()).toBe(0);

      // The counter: the two paid online show paid; the cashier hands over the other two for 20,000 ₮ cash.
      const staff = await newVisitor(viewport, { origin });
      reportFailures(staff.page, `money-counter-failed-${viewport.width}`);
      await StaffApi.signInBrowser(staff.context, origin);
      await staff.page.goto('/staff?tab=counter');
      const find = staff.page.getByLabel('Утас, авах код эсвэл трак код');
      await find.fill(customer.phone);
      await find.press('Enter');
      const ready = staff.page.getByRole('list', { name: 'Авахад бэлэн' });
      await ready.getByRole('checkbox', { name: cash1 }).waitFor();
      expect(await ready.getByRole('checkbox', { name: door }).count()).toBe(0);
      expect(await ready.getByRole('checkbox', { name: unpriced }).isChecked()).toBe(false);
      for (const code of [online1, online2]) await ready.getByRole('checkbox', { name: code }).uncheck();
      expect(await staff.page.getByLabel('Нийт төлөх').textContent()).toBe(tugrik(13_500));
      await staff.page
        .getByRole('group', { name: 'Түргэн дүн' })
        .getByRole('button', { name: tugrik(20_000), exact: true })
        .click();
      expect(await staff.page.getByLabel('Хариулт').first().textContent()).toBe(tugrik(6500));
      await shot(staff.page, 'till', viewport.width);
      await expectNoAxeViolations(staff.page);
      await staff.page.getByRole('button', { name: `Олгох · ${tugrik(13_500)}` }).dblclick();
      const done = staff.page.getByTestId('handed-over');
      await done.getByText(`2 ачаа олгосон · ${tugrik(13_500)} · Бэлнээр`).waitFor();
      await done.getByLabel('Хариулт').getByText(tugrik(6500)).waitFor();
      // The success stays, with its receipt and the undo counting down.
      await done.getByRole('button', { name: /^Буцаах · [45]:\d\d$/ }).waitFor();
      await shot(staff.page, 'handed-over', viewport.width);
      expect(await done.isVisible()).toBe(true);
      const [receiptTab] = await Promise.all([staff.context.waitForEvent('page'), done.getByRole('link', { name: 'Баримт' }).click()]);
      await receiptTab.getByRole('article', { name: 'Баримт' }).getByText(cash1).waitFor();
      await receiptTab.close();
      expect(await done.getByRole('button', { name: /^Буцаах/ }).isVisible()).toBe(true);

      // The courier delivers and collects what is due at the door.
      await staff.page.goto('/staff?tab=delivery');
      const request = staff.page.getByRole('region').filter({ hasText: door });
      await request.getByRole('button', { name: 'Хүргэлтэд гаргах' }).click();
      await request.getByRole('button', { name: 'Хүргэгдсэн' }).click();
      const confirm = staff.page.getByRole('dialog', { name: 'Хүргэгдсэн болгох уу?' });
      await confirm.getByText(`Хүргэлтээр авсан мөнгө · ${tugrik(4000 + DELIVERY_FEE)}`).waitFor();
      await shot(staff.page, 'collect', viewport.width);
      await confirm.getByRole('button', { name: 'Хүргэгдсэн' }).click();
      await request.waitFor({ state: 'detached' });
      expect((await staffApi.getParcel(door)).status).toBe('FINISHED');

      // One truth: the day report and the dashboard give the same money by method for today.
      const today = ulaanbaatarDay(new Date());
      const report = await staffApi.get<DayReport>(`/api/staff/reports/day?date=${today}`);
      const byMethod = Object.fromEntries(report.byMethod.map((row) => [row.method, row.total]));
      expect(byMethod.CASH).toBeGreaterThanOrEqual(13_500 + 4000 + DELIVERY_FEE);
      expect(byMethod.QPAY).toBeGreaterThanOrEqual(12_000);
      expect(report.total).toBe(report.byMethod.reduce((sum, row) => sum + row.total, 0));
      expect(report.list.filter((handover) => handover.customer.phone === customer.phone)).toHaveLength(1);
      const admin = await StaffApi.signIn(origin, ADMIN_ACCOUNT);
      // Another period per width: the dashboard reuses an answer for a minute.
      const from = ulaanbaatarDay(new Date(Date.now() - (viewport.index + 1) * 86_400_000));
      const dashboard = await admin.get<Dashboard>(`/api/admin/dashboard?from=${from}&to=${today}`);
      const dashboardToday = dashboard.perDay.find((day) => day.date === today)!;
      for (const method of ['CASH', 'CARD', 'TRANSFER', 'QPAY'] as const)
        expect(dashboardToday.collected[method]).toBe(byMethod[method] ?? 0);
      // And the ledger itself: its payment rows of this Ulaanbaatar day, by method, are those figures.
      const ledger = new Database(join(dataDir, 'money.sqlite'), { readonly: true });
      try {
        const since = new Date(`${today}T00:00:00+08:00`).toISOString();
        const rows = ledger
          .prepare('SELECT method, SUM(amount) AS total FROM ledger_payments WHERE created_at >= ? GROUP BY method')
          .all(since) as { method: string; total: number }[];
        expect(Object.fromEntries(rows.filter((row) => row.total !== 0).map((row) => [row.method, row.total]))).toEqual(
          Object.fromEntries(Object.entries(byMethod).filter(([, total]) => total !== 0)),
        );
      } finally {
        ledger.close();
      }

      // The report's screen: the receipts, each to print again and undo while open, and the same figures.
      await staff.page.goto('/staff?tab=report');
      const receiptRow = staff.page.getByRole('listitem').filter({ hasText: `${customer.phone} · ${[cash1, cash2].sort().join(', ')}` });
      await receiptRow.getByRole('link', { name: 'Баримт' }).waitFor();
      await receiptRow.getByRole('button', { name: /^Буцаах/ }).waitFor();
      await staff.page.getByText(tugrik(report.total)).first().waitFor();
      await shot(staff.page, 'report', viewport.width);
      await expectNoAxeViolations(staff.page);

      // The customer's payments: online and at the door (and the counter), each opening its receipt.
      await buyer.page.goto('/profile/payments');
      const history = buyer.page.getByRole('list', { name: 'Төлбөрүүд' });
      await history.getByText(tugrik(12_000)).waitFor();
      await history.getByText(tugrik(13_500)).waitFor();
      await history.getByText(tugrik(4000 + DELIVERY_FEE)).waitFor();
      await shot(buyer.page, 'payments', viewport.width);
      await history
        .getByRole('button')
        .filter({ hasText: tugrik(12_000) })
        .click();
      await buyer.page.getByTestId('payment-receipt').getByText(online1, { exact: false }).waitFor();
      await expectNoAxeViolations(buyer.page);

      await buyer.context.close();
      await staff.context.close();
    },
  );
});
