import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakePosApi, type FakePosApi } from '../server/helpers/fake-posapi';
import { FAKE_QPAY_LOGIN, startFakeQpay, type FakeQpay } from '../server/helpers/fake-qpay';
import { createStaffAccount, uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { distDir, isNarrow, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { tugrik } from './support/format';
import { expectToast, reportFailures, signInWithModal } from './support/page';
import { StaffApi } from './support/staff-api';
import { freePort, oneClientServerEnv, startServer, type RunningServer } from './support/test-server';

/*
 * Paying online, end to end: a second real server (this file's own, on its own database)
 * configured through the QPAY_* and EBARIMT_* variables, pointed at fake QPay and PosAPI servers
 * this test starts on 127.0.0.1. The customer pays two ready parcels (bank links at 375 px, the QR
 * at 1280 px) after QPay first fails; the callback arrives three times (375) or never, and the
 * worker's check finds the payment (1280); the customer sees "Төлөгдсөн" with the e-barimt
 * lottery; the counter hands the parcels over with nothing due and its receipt shows the e-barimt.
 */

useBrowser();

let qpay: FakeQpay;
let posapi: FakePosApi;
let server: RunningServer;
let dataDir: string;
let origin: string;

beforeAll(async () => {
  qpay = await startFakeQpay();
  posapi = await startFakePosApi();
  dataDir = mkdtempSync(join(tmpdir(), 'achaa-e2e-payments-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const databaseEnv = { DATABASE_PATH: join(dataDir, 'payments.sqlite'), DATABASE_URL: '' };
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
    EBARIMT_POSAPI_URL: posapi.url,
    EBARIMT_MERCHANT_TIN: '5317878',
    EBARIMT_BRANCH_NO: '001',
    EBARIMT_POS_NO: '001',
    EBARIMT_DISTRICT_CODE: '3505',
    EBARIMT_CLASSIFICATION_CODE: '6511100',
  });
  createStaffAccount(databaseEnv);
});

afterAll(async () => {
  await server?.stop();
  await qpay?.close();
  await posapi?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/payments-${name}-${width}.png`, fullPage: true });

describe.each(VIEWPORTS)('paying online at $width px', (viewport) => {
  it(
    'QPay fails first, then the customer pays two parcels; the counter hands them over with nothing due',
    { timeout: 240_000 },
    async () => {
      const staffApi = await StaffApi.signIn(origin);
      const customer = { phone: uniquePhone(), password: 'payments-pass-1', firstName: 'Төлөө', lastName: 'Бат' };
      await registerCustomer(customer, { origin });
      const codes = [uniqueTrackCode('PAY'), uniqueTrackCode('PAY')];
      await staffApi.createParcel({ trackCode: codes[0]!, phone: customer.phone, price: 9000, status: 'DELIVERED' });
      await staffApi.createParcel({ trackCode: codes[1]!, phone: customer.phone, price: 3000, status: 'DELIVERED' });

      const buyer = await newVisitor(viewport, { origin });
      reportFailures(buyer.page, `payments-failed-${viewport.width}`);
      await signInWithModal(buyer.page, customer);
      await buyer.page.goto(isNarrow(viewport) ? '/order' : '/profile/order');
      const pay = buyer.page.getByRole('button', { name: `Төлөх · ${tugrik(12_000)}` });
      await pay.waitFor();
      await shot(buyer.page, 'card', viewport.width);

      // QPay answers 500: a clear message, nothing open.
      qpay.failNext('/invoice', 1, 500);
      await pay.click();
      // The parcels to pay are chosen by code, all of them first.
      const chooser = buyer.page.getByRole('dialog', { name: 'Төлөх ачаагаа сонгоно уу' });
      const payChosen = chooser.getByRole('button', { name: `Төлөх · ${tugrik(12_000)}` });
      await payChosen.click();
      await expectToast(buyer.page, 'QPay нэхэмжлэх үүсгэж чадсангүй');
      expect(await buyer.page.getByRole('dialog', { name: 'Онлайнаар төлөх' }).count()).toBe(0);

      await payChosen.click();
      const dialog = buyer.page.getByRole('dialog', { name: 'Онлайнаар төлөх' });
      await dialog.getByText('Төлбөр хүлээгдэж байна…').waitFor();
      if (isNarrow(viewport)) {
        await dialog.getByRole('link', { name: /Хаан банк/ }).waitFor();
        expect(await dialog.getByRole('img', { name: 'QPay QR код' }).count()).toBe(0);
      } else {
        await dialog.getByRole('img', { name: 'QPay QR код' }).waitFor();
        expect(await dialog.getByRole('link').count()).toBe(0);
      }
      await shot(buyer.page, 'invoice', viewport.width);
      await expectNoAxeViolations(buyer.page);

      const invoice = qpay.invoices.filter((entry) => entry.receiverCode === customer.phone).at(-1)!;
      expect(invoice.amount).toBe(12_000);
      qpay.pay(invoice.senderInvoiceNo);
      if (isNarrow(viewport)) {
        // The callback, three times: recorded once.
        for (let index = 0; index < 3; index++) {
          const answer = await fetch(invoice.callbackUrl, { method: 'POST' });
          expect(await answer.text()).toBe('SUCCESS');
        }
      }
      // At 1280 no callback comes: the worker's check (every second here) finds the payment.
      await dialog.getByText('Төлөгдсөн', { exact: true }).waitFor({ timeout: 20_000 });
      const lottery = (await dialog.getByTestId('lottery').textContent())!.trim();
      expect(lottery).not.toBe('');
      await dialog.getByRole('img', { name: 'И-баримтын QR' }).waitFor();
      await shot(buyer.page, 'paid', viewport.width);
      expect(
        posapi.receipts.filter((receipt) => receipt.body.receipts[0].items.some((item: { name: string }) => item.name.includes(codes[0]!))),
      ).toHaveLength(1);

      // The counter: both paid, nothing due; handed over as ONLINE; the receipt shows the e-barimt.
      const staff = await newVisitor(viewport, { origin });
      reportFailures(staff.page, `payments-counter-failed-${viewport.width}`);
      await StaffApi.signInBrowser(staff.context, origin);
      await staff.page.goto('/staff?tab=counter');
      const find = staff.page.getByLabel('Утас, авах код эсвэл трак код');
      await find.fill(customer.phone);
      await find.press('Enter');
      await staff.page.getByRole('list', { name: 'Авахад бэлэн' }).getByText('Төлөгдсөн').first().waitFor();
      expect(await staff.page.getByLabel('Нийт төлөх').textContent()).toBe(tugrik(0));
      await shot(staff.page, 'counter', viewport.width);
      await staff.page.getByRole('button', { name: `Олгох · ${tugrik(0)}` }).click();
      await staff.page.getByText(`2 ачаа олгосон · ${tugrik(0)} · Онлайнаар төлсөн`).waitFor();
      const [receiptPage] = await Promise.all([
        staff.context.waitForEvent('page'),
        staff.page.getByRole('link', { name: 'Баримт' }).click(),
      ]);
      await receiptPage.setViewportSize({ width: viewport.width, height: viewport.height });
      const receipt = receiptPage.getByRole('article', { name: 'Баримт' });
      await receipt.getByTestId('receipt-lottery').filter({ hasText: lottery }).waitFor();
      await receipt.getByRole('img', { name: 'И-баримт' }).waitFor();
      await shot(receiptPage, 'receipt', viewport.width);
      await expectNoAxeViolations(receiptPage);

      await buyer.context.close();
      await staff.context.close();
    },
  );

  it("the counter's own invoice: its QR on the staff screen, paid from the customer's phone, handed over with nothing due", async () => {
    const staffApi = await StaffApi.signIn(origin);
    const customer = { phone: uniquePhone(), password: 'payments-pass-2', firstName: 'Сараа', lastName: 'Бат' };
    await registerCustomer(customer, { origin });
    const code = uniqueTrackCode('PAYC');
    await staffApi.createParcel({ trackCode: code, phone: customer.phone, price: 5000, status: 'DELIVERED' });

    const staff = await newVisitor(viewport, { origin });
    reportFailures(staff.page, `payments-counter-qr-failed-${viewport.width}`);
    await StaffApi.signInBrowser(staff.context, origin);
    await staff.page.goto('/staff?tab=counter');
    const find = staff.page.getByLabel('Утас, авах код эсвэл трак код');
    await find.fill(customer.phone);
    await find.press('Enter');
    await staff.page.getByRole('button', { name: `QPay QR үүсгэх · ${tugrik(5000)}` }).click();
    const invoiceOnScreen = staff.page.getByRole('region', { name: 'QPay QR код' });
    await invoiceOnScreen.getByRole('img', { name: 'QPay QR код' }).waitFor();
    // While it is open the counter takes no cash (the server would refuse it): a text instead of the ways of paying.
    await staff.page.getByRole('note').getByText('QPay нэхэмжлэл нээлттэй байна', { exact: false }).waitFor();
    expect(await staff.page.getByRole('button', { name: 'Бэлнээр' }).count()).toBe(0);
    // The parcel waits for its invoice: unticked, and "Олгох" has nothing to hand over.
    expect(await staff.page.getByRole('checkbox', { name: code }).isChecked()).toBe(false);
    expect(await staff.page.getByRole('button', { name: 'Олгох ачаагаа сонгоно уу' }).isDisabled()).toBe(true);
    await shot(staff.page, 'counter-qr', viewport.width);
    await expectNoAxeViolations(staff.page);

    const invoice = qpay.invoices.filter((entry) => entry.receiverCode === customer.phone).at(-1)!;
    expect(invoice.amount).toBe(5000);
    qpay.pay(invoice.senderInvoiceNo);
    expect(await (await fetch(invoice.callbackUrl, { method: 'POST' })).text()).toBe('SUCCESS');
    // Paid: the counter asks again, the parcel shows paid, nothing is due and the QR goes.
    await staff.page.getByRole('button', { name: `Олгох · ${tugrik(0)}` }).waitFor({ timeout: 20_000 });
    expect(await staff.page.getByRole('list', { name: 'Авахад бэлэн' }).getByText('Төлөгдсөн').count()).toBe(1);
    expect(await invoiceOnScreen.count()).toBe(0);
    await staff.page.getByRole('button', { name: `Олгох · ${tugrik(0)}` }).click();
    await staff.page.getByText(`1 ачаа олгосон · ${tugrik(0)} · Онлайнаар төлсөн`).waitFor();
    await staff.context.close();
  });
});
