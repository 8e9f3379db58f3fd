import { describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT, uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { isNarrow, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { expectToast, reportFailures, signInWithModal } from './support/page';
import { StaffApi } from './support/staff-api';

/** Door delivery end to end: the customer asks on "Миний ачаа", staff take it out and finish it, the parcels end FINISHED. */

useBrowser();

describe.each(VIEWPORTS)('door delivery at $width px', (viewport) => {
  it('customer asks for two arrived parcels, staff deliver them, both are FINISHED', { timeout: 120_000 }, async () => {
    const customer = { phone: uniquePhone(), password: 'delivery-pass-1', firstName: 'Сараа', lastName: 'Бат' };
    await registerCustomer(customer);
    const staffApi = await StaffApi.signIn();
    const codes = [uniqueTrackCode('DLV'), uniqueTrackCode('DLV')];
    // Priced: a parcel without a fee is not sent to the door (409 NOT_PRICED).
    for (const trackCode of codes) await staffApi.createParcel({ trackCode, phone: customer.phone, price: 4000, status: 'DELIVERED' });

    // The customer: "Хүргүүлэх", an address added in place, a note, send.
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `delivery-failed-${viewport.width}`);
    await signInWithModal(page, customer);
    await page.goto(isNarrow(viewport) ? '/order' : '/profile/order');
    await page.getByRole('button', { name: 'Хүргүүлэх' }).click();
    const ask = page.getByRole('dialog', { name: 'Хаягаар хүргүүлэх' });
    await ask.waitFor();
    for (const code of codes) expect(await ask.getByRole('checkbox', { name: code }).isChecked()).toBe(true);
    await ask.getByRole('button', { name: 'Шинэ хаяг нэмэх' }).click();
    const add = page.getByRole('dialog', { name: 'Шинэ хаяг нэмэх' });
    await add.getByLabel('Хот / аймаг').selectOption('Улаанбаатар');
    await add.getByLabel('Дүүрэг / сум').selectOption('Баянзүрх');
    await add.getByLabel('Хороо / баг').selectOption('5-р хороо');
    await add.getByRole('button', { name: 'Хадгалах' }).click();
    await add.waitFor({ state: 'hidden' });
    await expect.poll(() => ask.getByLabel('Хүргэлтийн хаяг').inputValue()).not.toBe('');
    await ask.getByLabel('Тайлбар (заавал биш)').fill('Оройн 6 цагаас хойш');
    await page.screenshot({ path: `test-results/delivery-ask-${viewport.width}.png` });
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Илгээх' }).click();
    await expectToast(page, 'Хүргэлтийн хүсэлт илгээгдлээ');
    const requests = page.getByRole('list', { name: 'Хүргэлтийн хүсэлтүүд' });
    await requests.getByText('Хүсэлт илгээсэн').waitFor();
    await page.screenshot({ path: `test-results/delivery-requested-${viewport.width}.png`, fullPage: true });

    // Staff: the "Хүргэлт" tab, out for delivery, then delivered.
    const staff = await newVisitor(viewport);
    reportFailures(staff.page, `delivery-staff-failed-${viewport.width}`);
    await signInWithModal(staff.page, STAFF_ACCOUNT);
    await staff.page.goto('/staff?tab=delivery');
    const request = staff.page.getByRole('region').filter({ hasText: codes[0]! });
    await request.getByText('Хороо').or(request.getByText('Баянзүрх')).first().waitFor();
    expect(await request.textContent()).toContain('Оройн 6 цагаас хойш');
    await expectNoAxeViolations(staff.page);
    await staff.page.screenshot({ path: `test-results/delivery-staff-${viewport.width}.png`, fullPage: true });
    await request.getByRole('button', { name: 'Хүргэлтэд гаргах' }).click();
    await request.getByRole('button', { name: 'Хүргэгдсэн' }).click();
    // It finishes the parcels for good, so it is asked about first.
    const confirm = staff.page.getByRole('dialog', { name: 'Хүргэгдсэн болгох уу?' });
    await expectNoAxeViolations(staff.page);
    await staff.page.screenshot({ path: `test-results/delivery-staff-confirm-${viewport.width}.png` });
    // What the courier collected: the parcels' fees (and the delivery fee in force), by cash.
    await confirm.getByText('Хүргэлтээр авсан мөнгө', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Хүргэгдсэн' }).click();
    await request.waitFor({ state: 'detached' });

    for (const code of codes) {
      const parcel = await staffApi.getParcel(code);
      expect(parcel.status).toBe('FINISHED');
      expect(parcel.history.at(-1)?.status).toBe('FINISHED');
    }
    // The customer's list: the request is closed and the parcels read "Захиалга дууссан".
    await page.reload();
    // Finished parcels are hidden until asked for.
    await page.getByRole('checkbox', { name: 'Дууссаныг харуулах' }).check();
    for (const code of codes) {
      await expect.poll(() => page.getByRole('button').filter({ hasText: code }).textContent()).toContain('Захиалга дууссан');
    }
    expect(await page.getByRole('button', { name: 'Хүргүүлэх' }).count()).toBe(0);
    await staff.context.close();
    await context.close();
  });
});
