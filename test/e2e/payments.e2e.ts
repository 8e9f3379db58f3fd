import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakePosApi, type FakePosApi } from '../server/helpers/fake-posapi';
import { FAKE_QPAY_LOGIN, startFakeQpay, type FakeQpay } from '../server/helpers/fake-qpay';
import { FAKE_COMPANY, startFakeTaxApi, type FakeTaxApi } from '../server/helpers/fake-tax-api';
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
 * Then the e-barimt's people: a cashier serving a company (its name from the fake tax authority
 * confirmed, the receipt B2B under its TIN) who undoes the handover (the receipt returned), at
 * 1280 px; a customer who saves their consumer number, pays and sees the receipt's state, at 375 px.
 */

useBrowser();

let qpay: FakeQpay;
let posapi: FakePosApi;
let taxApi: FakeTaxApi;
let server: RunningServer;
let dataDir: string;
let origin: string;

beforeAll(async () => {
  qpay = await startFakeQpay();
  posapi = await startFakePosApi();
  taxApi = await startFakeTaxApi();
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
    EBARIMT_API_URL: taxApi.url,
  });
  createStaffAccount(databaseEnv);
});

afterAll(async () => {
  await server?.stop();
  await qpay?.close();
  await posapi?.close();
  await taxApi?.close();
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
      // What a Mongolian receipt must carry: the seller's ТТД, what was paid (online, before the
      // counter), never "Нийт төлөх", and the VAT that includes.
      const printed = (await receipt.innerText()).replace(/\s+/g, ' ');
      expect(printed).toMatch(/ТТД \d{7,12}/);
      expect(printed).toContain(`Төлсөн ${tugrik(12_000)}`);
      expect(printed).not.toContain('Нийт төлөх');
      expect(printed).toMatch(/Үүнд НӨАТ [\d,]+\.\d\d ₮/);
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

  it('money paid to a cancelled invoice is kept as credit: the till takes that much less, the receipt says so', async () => {
    const staffApi = await StaffApi.signIn(origin);
    const customer = { phone: uniquePhone(), password: 'payments-pass-3', firstName: 'Номин', lastName: 'Дорж' };
    await registerCustomer(customer, { origin });
    const code = uniqueTrackCode('PAYK');
    await staffApi.createParcel({ trackCode: code, phone: customer.phone, price: 12_000, status: 'DELIVERED' });

    const staff = await newVisitor(viewport, { origin });
    reportFailures(staff.page, `payments-credit-failed-${viewport.width}`);
    await StaffApi.signInBrowser(staff.context, origin);
    await staff.page.goto('/staff?tab=counter');
    const find = staff.page.getByLabel('Утас, авах код эсвэл трак код');
    await find.fill(customer.phone);
    await find.press('Enter');
    await staff.page.getByRole('button', { name: `QPay QR үүсгэх · ${tugrik(12_000)}` }).click();
    await staff.page.getByRole('region', { name: 'QPay QR код' }).getByRole('img', { name: 'QPay QR код' }).waitFor();
    // The customer's bank sends part of it just as the cashier cancels: the money is not lost.
    const invoice = qpay.invoices.filter((entry) => entry.receiverCode === customer.phone).at(-1)!;
    qpay.pay(invoice.senderInvoiceNo, 5000);
    await staff.page.getByRole('region', { name: 'QPay QR код' }).getByRole('button', { name: 'Нэхэмжлэл цуцлах' }).click();
    const late = staff.page.getByRole('list', { name: 'Цуцалсан нэхэмжлэлд орсон төлбөр' });
    await late.getByText(tugrik(5000)).waitFor({ timeout: 20_000 });
    await late.getByRole('button', { name: 'Үлдэгдэлд тооцох' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Үлдэгдэлд тооцох' });
    await dialog.getByText(`${tugrik(5000)}-г хэрэглэгчийн үлдэгдэлд тооцож`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Үлдэгдэлд тооцох' }).click();
    await expectToast(staff.page, 'Үлдэгдэлд тооцлоо');
    // The late money became credit: off the total on its own line, and the till takes the rest.
    await staff.page
      .getByLabel('Үлдэгдлээс')
      .getByText(`−${tugrik(5000)}`)
      .waitFor();
    expect(await staff.page.getByLabel('Нийт төлөх').textContent()).toBe(tugrik(7000));
    expect(await late.count()).toBe(0);
    await shot(staff.page, 'counter-credit', viewport.width);
    await expectNoAxeViolations(staff.page);
    await staff.page.getByLabel('Авсан мөнгө').fill('10000');
    expect(await staff.page.getByLabel('Хариулт').textContent()).toBe(tugrik(3000));
    await staff.page.getByRole('button', { name: `Олгох · ${tugrik(7000)}` }).click();
    await staff.page.getByText(`1 ачаа олгосон · ${tugrik(7000)}`, { exact: false }).waitFor();
    await staff.context.close();
  });
});

const [PHONE_VIEWPORT, WIDE_VIEWPORT] = [VIEWPORTS.find(isNarrow)!, VIEWPORTS.find((viewport) => !isNarrow(viewport))!];

/** The PosAPI receipt whose lines name this parcel. */
const receiptsFor = (trackCode: string) =>
  posapi.receipts.filter((receipt) => receipt.body.receipts[0].items.some((item: { name: string }) => item.name.includes(trackCode)));

describe('the e-barimt as people use it', () => {
  it(`at ${WIDE_VIEWPORT.width} px the counter serves a company: its name confirmed, a B2B receipt under its TIN, returned by the undo`, async () => {
    const staffApi = await StaffApi.signIn(origin);
    const customer = { phone: uniquePhone(), password: 'payments-pass-3', firstName: 'Компани', lastName: 'Бат' };
    await registerCustomer(customer, { origin });
    const code = uniqueTrackCode('B2B');
    await staffApi.createParcel({ trackCode: code, phone: customer.phone, price: 11_000, status: 'DELIVERED' });

    const staff = await newVisitor(WIDE_VIEWPORT, { origin });
    reportFailures(staff.page, `payments-company-failed-${WIDE_VIEWPORT.width}`);
    await StaffApi.signInBrowser(staff.context, origin);
    await staff.page.goto('/staff?tab=counter');
    const find = staff.page.getByLabel('Утас, авах код эсвэл трак код');
    await find.fill(customer.phone);
    await find.press('Enter');
    await staff.page.getByRole('checkbox', { name: code }).waitFor();
    await staff.page.getByRole('button', { name: 'Картаар' }).click();
    // The register number the customer says: the tax authority's name for it, to read back to them.
    await staff.page.getByLabel(/Байгууллагын регистр/).fill(FAKE_COMPANY.regNo);
    const found = staff.page.getByTestId('company-found');
    await found.getByText(FAKE_COMPANY.name).waitFor();
    expect(await found.textContent()).toContain(`ТТД ${FAKE_COMPANY.tin}`);
    await shot(staff.page, 'company-counter', WIDE_VIEWPORT.width);
    await expectNoAxeViolations(staff.page);
    await staff.page.getByRole('button', { name: `Олгох · ${tugrik(11_000)}` }).click();
    const done = staff.page.getByTestId('handed-over');
    await done.getByText(`1 ачаа олгосон · ${tugrik(11_000)} · Картаар`).waitFor();
    // PosAPI got one B2B receipt under the company's TIN, never the register number.
    await expect.poll(() => receiptsFor(code).length, { timeout: 20_000 }).toBe(1);
    const [receipt] = receiptsFor(code);
    expect(receipt!.body.type).toBe('B2B_RECEIPT');
    expect(receipt!.body.customerTin).toBe(FAKE_COMPANY.tin);

    // The wrong customer after all: the undo gives the parcel back and the receipt is returned.
    await done.getByRole('button', { name: /^Буцаах · / }).click();
    await expectToast(staff.page, 'Олголтыг буцаалаа: ачаа дахин тавиур дээр');
    await expect.poll(() => receipt!.returned, { timeout: 20_000 }).toBe(true);
    expect(receiptsFor(code)).toHaveLength(1);
    expect((await staffApi.getParcel(code)).status).toBe('DELIVERED');
    await staff.context.close();

    // The company's own person saves it in their profile, for next time.
    const buyer = await newVisitor(WIDE_VIEWPORT, { origin });
    reportFailures(buyer.page, `payments-company-profile-failed-${WIDE_VIEWPORT.width}`);
    await signInWithModal(buyer.page, customer);
    await buyer.page.goto('/profile');
    await buyer.page.getByRole('region', { name: 'И-баримт' }).getByRole('button', { name: 'Засах' }).click();
    const edit = buyer.page.getByRole('dialog', { name: 'И-баримтын мэдээлэл' });
    await edit.getByLabel('Байгууллагын регистр').fill(FAKE_COMPANY.tin);
    await edit.getByTestId('company-found').getByText(FAKE_COMPANY.name).waitFor();
    await shot(buyer.page, 'company-profile', WIDE_VIEWPORT.width);
    await expectNoAxeViolations(buyer.page);
    await edit.getByRole('button', { name: 'Хадгалах' }).click();
    await buyer.page.getByRole('region', { name: 'И-баримт' }).getByText(`${FAKE_COMPANY.name} · ${FAKE_COMPANY.tin}`).waitFor();
    await buyer.context.close();
  });

  it(`at ${PHONE_VIEWPORT.width} px a customer saves their consumer number, pays, and sees the receipt's state`, async () => {
    const staffApi = await StaffApi.signIn(origin);
    const customer = { phone: uniquePhone(), password: 'payments-pass-4', firstName: 'Хэрэглэгч', lastName: 'Бат' };
    await registerCustomer(customer, { origin });
    const code = uniqueTrackCode('CNS');
    await staffApi.createParcel({ trackCode: code, phone: customer.phone, price: 7000, status: 'DELIVERED' });

    const buyer = await newVisitor(PHONE_VIEWPORT, { origin });
    reportFailures(buyer.page, `payments-consumer-failed-${PHONE_VIEWPORT.width}`);
    await signInWithModal(buyer.page, customer);
    await buyer.page.goto('/profile/mobile');
    const card = buyer.page.getByRole('region', { name: 'И-баримт' });
    await card.getByRole('button', { name: 'Засах' }).click();
    const edit = buyer.page.getByRole('dialog', { name: 'И-баримтын мэдээлэл' });
    await edit.getByText('И-баримт таны дансанд автоматаар бүртгэгдэнэ').waitFor();
    await edit.getByLabel('И-баримтын хэрэглэгчийн дугаар').fill('1234567');
    await edit.getByRole('button', { name: 'Хадгалах' }).click();
    await edit.getByText('И-баримтын хэрэглэгчийн дугаар 8 оронтой тоо байна').waitFor();
    await edit.getByLabel('И-баримтын хэрэглэгчийн дугаар').fill('12345678');
    // The company too, for the receipts they take for work: saved under the tax authority's name.
    await edit.getByLabel('Байгууллагын регистр').fill(FAKE_COMPANY.regNo);
    await edit.getByTestId('company-found').getByText(FAKE_COMPANY.name).waitFor();
    await shot(buyer.page, 'consumer-edit', PHONE_VIEWPORT.width);
    await expectNoAxeViolations(buyer.page);
    await edit.getByRole('button', { name: 'Хадгалах' }).click();
    await expectToast(buyer.page, 'И-баримтын мэдээлэл хадгалагдлаа');
    await card.getByText('12345678').waitFor();
    await card.getByText(`${FAKE_COMPANY.name} · ${FAKE_COMPANY.regNo}`).waitFor();
    await shot(buyer.page, 'consumer-saved', PHONE_VIEWPORT.width);

    await buyer.page.goto('/order');
    await buyer.page.getByRole('button', { name: `Төлөх · ${tugrik(7000)}` }).click();
    const chooser = buyer.page.getByRole('dialog', { name: 'Төлөх ачаагаа сонгоно уу' });
    // The pay dialog starts from the saved company, its name shown; this time the receipt is their own.
    await chooser.getByTestId('company-found').getByText(FAKE_COMPANY.name).waitFor();
    await shot(buyer.page, 'consumer-choose', PHONE_VIEWPORT.width);
    await expectNoAxeViolations(buyer.page);
    await chooser.getByRole('checkbox', { name: 'Байгууллагаар баримт авах' }).uncheck();
    await chooser.getByRole('button', { name: `Төлөх · ${tugrik(7000)}` }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Онлайнаар төлөх' });
    await dialog.getByText('Төлбөр хүлээгдэж байна…').waitFor();
    const invoice = qpay.invoices.filter((entry) => entry.receiverCode === customer.phone).at(-1)!;
    qpay.pay(invoice.senderInvoiceNo);
    expect(await (await fetch(invoice.callbackUrl, { method: 'POST' })).text()).toBe('SUCCESS');
    await dialog.getByText('Төлөгдсөн', { exact: true }).waitFor({ timeout: 20_000 });
    await dialog.getByTestId('lottery').waitFor();
    // Issued under the person's consumer number: it lands in their e-barimt account.
    expect(receiptsFor(code).map((receipt) => receipt.body.consumerNo)).toEqual(['12345678']);
    await dialog.getByRole('button', { name: 'Хаах' }).click();

    await buyer.page.goto('/profile/payments');
    const history = buyer.page.getByRole('list', { name: 'Төлбөрүүд' });
    await history.getByText('И-баримт: Гарсан').waitFor();
    await shot(buyer.page, 'consumer-payments', PHONE_VIEWPORT.width);
    await expectNoAxeViolations(buyer.page);
    await buyer.context.close();
  });
});
