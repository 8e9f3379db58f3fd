import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, isNarrow, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { expectToast, fillRegistration, logIn, openLoginModal, reportFailures, storedUser } from './support/page';
import { codeSentTo, messagesTo } from './support/sms';
import { StaffApi } from './support/staff-api';

/*
 * Phone verification and password recovery in the browser, at 375 and 1280 px, against the real server whose SMS goes to a fake of
 * MessagePro's API: the verification step after registration, "Нууц үгээ мартсан уу?", the phone
 * change with a code to the new number, and the staff's "Харилцагч" panel.
 */

useBrowser();
let staff: StaffApi;
beforeAll(async () => {
  staff = await StaffApi.signIn();
});

const TIMEOUT_MS = 120_000;
const shot = (page: Page, name: string, viewport: Viewport) =>
  page.screenshot({ path: `test-results/phone-${name}-${viewport.width}.png`, fullPage: true });
const newCustomer = () => ({ phone: uniquePhone(), password: 'phone-pass-2026', firstName: 'Номин', lastName: 'Бат' });
const myParcelsPath = (viewport: Viewport) => (isNarrow(viewport) ? '/order' : '/profile/order');
const profilePath = (viewport: Viewport) => (isNarrow(viewport) ? '/profile/mobile' : '/profile');

describe.each(VIEWPORTS)('phone verification and recovery at $width px', { timeout: TIMEOUT_MS }, (viewport) => {
  it('registers, sees why the parcels are hidden, and sees them once the code is entered', async () => {
    const customer = newCustomer();
    const parcel = uniqueTrackCode('PV');
    await staff.createParcel({ trackCode: parcel, phone: customer.phone, price: 9_900 });
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `phone-register-${viewport.width}`);
    await page.goto('/');
    const login = await openLoginModal(page);
    await login.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    const register = page.getByRole('dialog', { name: 'Бүртгүүлэх' });
    await fillRegistration(register, customer);
    await register.waitFor({ state: 'detached', timeout: 60_000 });

    // The next step has sent the code already, and says when the next may be asked; "Дараа" leaves it for later.
    const verify = page.getByRole('dialog', { name: 'Утасны дугаар баталгаажуулах' });
    await verify.waitFor();
    await verify.getByText(`${customer.phone} дугаарт код илгээлээ`, { exact: false }).waitFor();
    await verify.getByText(/Дараагийн кодыг \d{2}:\d{2}-с хойш авч болно/).waitFor();
    expect(await verify.getByRole('button', { name: /^Дахин код авах \(\d:\d{2}\)$/ }).getAttribute('aria-disabled')).toBe('true');
    await codeSentTo(customer.phone, 1);
    await expectNoAxeViolations(page);
    await shot(page, 'verify-modal', viewport);
    await verify.getByRole('button', { name: 'Дараа' }).click();
    await verify.waitFor({ state: 'detached' });
    expect(await storedUser(page)).toMatchObject({ phone: customer.phone, phoneVerified: false });

    // My parcels: the notice instead of the phone's parcels.
    await page.goto(myParcelsPath(viewport));
    const notice = page.getByRole('region', { name: 'Утасны дугаар баталгаажаагүй' });
    await notice.waitFor();
    expect(await page.getByText(parcel).count()).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, 'not-verified', viewport);

    // A wrong code is explained under the field; the right one verifies and the parcel appears.
    await notice.getByRole('button', { name: 'Баталгаажуулах' }).click();
    await verify.waitFor();
    await verify.getByRole('button', { name: 'Код авах' }).click();
    await verify.getByText(`${customer.phone} дугаарт код илгээлээ`, { exact: false }).waitFor();
    // The second code (the first went at registration), which replaced the first.
    const code = await codeSentTo(customer.phone, 2);
    await verify.getByLabel('Баталгаажуулах код').fill(code === '000000' ? '111111' : '000000');
    await verify.getByRole('button', { name: 'Баталгаажуулах', exact: true }).click();
    await verify.getByText('Баталгаажуулах код буруу байна').waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'verify-wrong-code', viewport);
    await verify.getByLabel('Баталгаажуулах код').fill(code);
    await verify.getByRole('button', { name: 'Баталгаажуулах', exact: true }).click();
    await expectToast(page, 'Утасны дугаар баталгаажлаа');
    await verify.waitFor({ state: 'detached' });
    await page.getByText(parcel).waitFor();
    expect(await storedUser(page)).toMatchObject({ phoneVerified: true });
    await context.close();
  });

  it('resets a forgotten password with a code from the login modal, and signs in with the new one', async () => {
    const customer = newCustomer();
    await registerCustomer(customer);
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `phone-forgot-${viewport.width}`);
    await page.goto('/');
    const login = await openLoginModal(page);
    await login.getByRole('button', { name: 'Нууц үгээ мартсан уу?' }).click();
    const reset = page.getByRole('dialog', { name: 'Нууц үг сэргээх' });
    await reset.getByLabel('Утасны дугаар').fill(customer.phone);
    const sent = (await messagesTo(customer.phone)).length;
    await reset.getByRole('button', { name: 'Код авах' }).click();
    await reset.getByLabel('Баталгаажуулах код').fill(await codeSentTo(customer.phone, sent + 1));
    await reset.getByLabel('Шинэ нууц үг', { exact: true }).fill('recovered-pass-1');
    await reset.getByLabel('Шинэ нууц үг давтах').fill('recovered-pass-2');
    await reset.getByRole('button', { name: 'Нууц үг сэргээх' }).click();
    await reset.getByText('Нууц үг таарахгүй байна').waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'forgot-password', viewport);
    await reset.getByLabel('Шинэ нууц үг давтах').fill('recovered-pass-1');
    await reset.getByRole('button', { name: 'Нууц үг сэргээх' }).click();
    await reset.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(async () => (await storedUser(page))?.phone).toBe(customer.phone);
    await context.close();
  });

  it('changes the phone with a code to the new number: the new phone is verified and its parcels listed', async () => {
    const customer = newCustomer();
    await registerCustomer(customer);
    const newPhone = uniquePhone();
    const parcel = uniqueTrackCode('PC');
    // A parcel already waits on the new number (no account has it): the code proves it is the customer's.
    await staff.createParcel({ trackCode: parcel, phone: newPhone, price: 4_400 });
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `phone-change-${viewport.width}`);
    await page.goto('/');
    await logIn(page, customer);
    await expect.poll(async () => (await storedUser(page))?.phone).toBe(customer.phone);
    await page.goto(profilePath(viewport));
    await page.getByRole('region', { name: 'Үндсэн мэдээлэл' }).getByRole('button', { name: 'Засах' }).click();
    const edit = page.getByRole('dialog', { name: 'Мэдээлэл засах' });
    await expect.poll(() => edit.getByLabel('Нэр').inputValue()).toBe(customer.firstName);
    await edit.getByLabel('Утас').fill(newPhone);
    await edit.getByLabel('Одоогийн нууц үг').fill(customer.password);
    await edit.getByRole('button', { name: 'Код авах' }).click();
    await edit.getByLabel('Баталгаажуулах код').fill(await codeSentTo(newPhone));
    await expectNoAxeViolations(page);
    await shot(page, 'change-phone', viewport);
    await edit.getByRole('button', { name: 'Хадгалах' }).click();
    await expectToast(page, 'Мэдээлэл амжилттай өөрчлөгдлөө');
    expect(await storedUser(page)).toMatchObject({ phone: newPhone, phoneVerified: true });
    await page.goto(myParcelsPath(viewport));
    await page.getByText(parcel).waitFor();
    await context.close();
  });

  it('staff find a customer and verify the phone at the counter; only an admin resets the password, and the code goes to the customer’s phone', async () => {
    const customer = newCustomer();
    await registerCustomer(customer, { verify: false });
    const { context, page } = await newVisitor(viewport);
    reportFailures(page, `phone-staff-${viewport.width}`);
    await page.goto('/');
    await logIn(page, STAFF_ACCOUNT);
    await expect.poll(async () => (await storedUser(page))?.role).toBe('staff');
    await page.goto('/staff?tab=customers');
    const panel = page.getByRole('region', { name: 'Харилцагчийн бүртгэл' });
    await panel.getByLabel('Утасны дугаар').fill(uniquePhone());
    await panel.getByRole('button', { name: 'Хайх' }).click();
    await panel.getByText('Энэ дугаартай харилцагч олдсонгүй').waitFor();
    await panel.getByLabel('Утасны дугаар').fill(customer.phone);
    await panel.getByRole('button', { name: 'Хайх' }).click();
    const card = page.getByRole('region', { name: customer.phone });
    await card.getByText('Баталгаажаагүй').waitFor();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Дугаар баталгаажуулах' }).click();
    await card.getByText('Баталгаажсан', { exact: true }).waitFor();
    // A staff member cannot reset a password (nor see a code).
    await card.getByText('Нууц үгийг зөвхөн админ сэргээнэ.').waitFor();
    expect(await card.getByRole('button', { name: 'Нууц үг сэргээх' }).count()).toBe(0);
    await context.close();

    const admin = await newVisitor(viewport);
    reportFailures(admin.page, `phone-admin-${viewport.width}`);
    await admin.page.goto('/');
    await logIn(admin.page, ADMIN_ACCOUNT);
    await expect.poll(async () => (await storedUser(admin.page))?.role).toBe('admin');
    await admin.page.goto('/staff?tab=customers');
    const adminPanel = admin.page.getByRole('region', { name: 'Харилцагчийн бүртгэл' });
    await adminPanel.getByLabel('Утасны дугаар').fill(customer.phone);
    await adminPanel.getByRole('button', { name: 'Хайх' }).click();
    const adminCard = admin.page.getByRole('region', { name: customer.phone });
    const sentBefore = (await messagesTo(customer.phone)).length;
    await adminCard.getByRole('button', { name: 'Нууц үг сэргээх' }).click();
    await adminCard.getByText('Шалтгааныг бичнэ үү').waitFor();
    await adminCard.getByLabel('Шалтгаан').fill('Иргэний үнэмлэхээр шалгасан');
    await adminCard.getByRole('button', { name: 'Нууц үг сэргээх' }).click();
    const status = adminCard.getByRole('status');
    await status.getByText(`утас ${customer.phone} руу SMS-ээр илгээлээ`, { exact: false }).waitFor();
    // The code is on the customer's phone, never on the screen.
    const code = await codeSentTo(customer.phone, sentBefore + 1);
    expect(await adminCard.textContent()).not.toContain(code);
    await expectNoAxeViolations(admin.page);
    await shot(admin.page, 'staff-customers', viewport);
    await admin.context.close();

    // The customer sets their own password with that code, and is verified.
    const reset = await fetch(`${baseUrl()}/api/auth/password/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ phone: customer.phone, code, password: 'counter-pass-1' }),
    });
    expect(reset.status).toBe(204);
  });
});
