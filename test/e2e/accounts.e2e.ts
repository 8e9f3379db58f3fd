import { personName } from '@/lib/person-name';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isUserKey } from '@/data/query-keys';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer, type NewCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { isNarrow, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { today, tugrik } from './support/format';
import {
  expectToast,
  fillRegistration,
  logIn,
  openLoginModal,
  persistedQueryKeys,
  reportFailures,
  storedUser,
  verifyPhoneInModal,
} from './support/page';
import { StaffApi } from './support/staff-api';

/** Accounts and the profile area against the real server, at 375 and 1280 px. */

useBrowser();
let staff: StaffApi;
beforeAll(async () => {
  staff = await StaffApi.signIn();
});

type Customer = NewCustomer;

function newCustomer(firstName: string, lastName: string): Customer {
  return { phone: uniquePhone(), password: `pass-${Math.random().toString(36).slice(2, 10)}`, firstName, lastName };
}

/** Keys of the user-scoped queries still held in the persisted cache (they must go at logout and on 401). */
async function persistedUserQueries(page: Page): Promise<string[]> {
  return (await persistedQueryKeys(page)).filter(isUserKey).map((key) => JSON.stringify(key));
}

/** The signed-in mark: the name link in the header ("Д. Батаа", wide) or the first name in the tab bar (narrow). */
function accountLink(page: Page, viewport: Viewport, customer: Customer) {
  return page.getByRole('link', { name: isNarrow(viewport) ? customer.firstName : personName(customer), exact: true });
}

type Part = 'profile' | 'myParcels' | 'password';
const MENU_LABELS: Record<Part, string> = { profile: 'Профайл', myParcels: 'Миний ачаа', password: 'Нууц үг солих' };
const PATHS: Record<'wide' | 'narrow', Record<Part, string>> = {
  wide: { profile: '/profile', myParcels: '/profile/order', password: '/profile/password' },
  narrow: { profile: '/profile/mobile', myParcels: '/order', password: '/password' },
};

const MAIN_TABS = ['/', '/profile', '/calculate', '/address'];
const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * To the profile menu the way a person gets there: wide, the header's account link (the side menu
 * is on every profile screen); narrow, the tab bar on a main tab, else the top bar's back button.
 */
async function openProfileMenu(page: Page, viewport: Viewport, customer: Customer) {
  if (!isNarrow(viewport)) {
    if (!pathname(page).startsWith('/profile')) await accountLink(page, viewport, customer).click();
  } else if (pathname(page) !== '/profile') {
    if (!MAIN_TABS.includes(pathname(page))) {
      await page.getByRole('button', { name: 'Буцах' }).click();
      await page.waitForURL((url) => MAIN_TABS.includes(url.pathname));
    }
    if (pathname(page) !== '/profile') await accountLink(page, viewport, customer).click();
  }
  await page.waitForURL((url) => url.pathname.startsWith('/profile'));
  const menu = page.getByRole('navigation', { name: 'Профайлын цэс' });
  await menu.waitFor();
  return menu;
}

async function openProfilePart(page: Page, viewport: Viewport, customer: Customer, part: Part) {
  const menu = await openProfileMenu(page, viewport, customer);
  await menu.getByRole('link', { name: MENU_LABELS[part], exact: true }).click();
  await page.waitForURL((url) => url.pathname === PATHS[isNarrow(viewport) ? 'narrow' : 'wide'][part]);
  await page.getByRole('heading', { level: 1, name: MENU_LABELS[part] }).waitFor();
}

async function logOut(page: Page, viewport: Viewport, customer: Customer) {
  const menu = await openProfileMenu(page, viewport, customer);
  await menu.getByRole('button', { name: 'Гарах' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();
}

/** Registers `customer` with one parcel, signs them in on a fresh visitor and opens "Миний ачаа" with the parcel listed. */
async function signedInWithParcel(viewport: Viewport, name: string, customer: Customer, price: number) {
  const user = await registerCustomer(customer);
  const parcel = uniqueTrackCode('JT');
  await staff.createParcel({ trackCode: parcel, phone: customer.phone, price });
  const { context, page } = await newVisitor(viewport);
  reportFailures(page, `accounts-${name}-${viewport.width}`);
  await page.goto('/');
  await logIn(page, customer);
  await accountLink(page, viewport, customer).waitFor();
  await openProfilePart(page, viewport, customer, 'myParcels');
  await page.getByText(parcel).waitFor();
  return { user, parcel, context, page };
}

function addressItem(page: Page, customer: Customer) {
  return page.getByRole('listitem', { name: personName(customer) });
}

/** The journey is one long story of some fifty steps; on two shared cores it may take minutes. */
const JOURNEY_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 90_000;

describe.each(VIEWPORTS)('accounts at $width px', { timeout: TEST_TIMEOUT_MS }, (viewport) => {
  it(
    'registers, edits the profile and addresses, reads and filters parcels, changes the password, logs out and in',
    { timeout: JOURNEY_TIMEOUT_MS },
    async () => {
      const customer = newCustomer('Болормаа', 'Ганбат');
      const registered = uniqueTrackCode('YT');
      const onTheWay = uniqueTrackCode('SF');
      await staff.createParcel({ trackCode: registered, phone: customer.phone, price: 12_300 });
      await staff.createParcel({ trackCode: onTheWay, phone: customer.phone, price: 45_600, status: 'RECEIVED' });
      await staff.updateParcel(onTheWay, { status: 'SENT' });

      const { context, page } = await newVisitor(viewport);
      reportFailures(page, `accounts-journey-${viewport.width}`);
      await page.goto('/');

      // Register from the login modal.
      const login = await openLoginModal(page);
      await expectNoAxeViolations(page);
      await login.getByRole('button', { name: 'Бүртгүүлэх' }).click();
      const register = page.getByRole('dialog', { name: 'Бүртгүүлэх' });
      await register.getByRole('button', { name: 'Бүртгүүлэх' }).click();
      await register.getByText('Утасны дугаар 8 оронтой тоо байна').waitFor();
      await expectNoAxeViolations(page);
      await fillRegistration(register, customer);
      await register.waitFor({ state: 'detached' });
      // Until the phone is proved, its parcels stay hidden: the code step comes next.
      await verifyPhoneInModal(page, customer.phone);
      await accountLink(page, viewport, customer).waitFor();
      expect(await storedUser(page)).toMatchObject({ phone: customer.phone, firstName: customer.firstName });

      // The base-info card, then the edit modal; the change survives a reload.
      await openProfilePart(page, viewport, customer, 'profile');
      const info = page.getByRole('region', { name: 'Үндсэн мэдээлэл' });
      await info.getByText(customer.lastName, { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await info.getByRole('button', { name: 'Засах' }).click();
      const edit = page.getByRole('dialog', { name: 'Мэдээлэл засах' });
      await expect.poll(() => edit.getByLabel('Нэр').inputValue()).toBe(customer.firstName);
      await expectNoAxeViolations(page);
      // A new phone needs the current password: the field is there only while the phone differs.
      const currentPassword = edit.getByLabel('Одоогийн нууц үг');
      await edit.getByLabel('Утас').fill(uniquePhone());
      await edit.getByRole('button', { name: 'Хадгалах' }).click();
      await edit.getByText('Утасны дугаар солихын тулд одоогийн нууц үгээ оруулна уу').waitFor();
      await expectNoAxeViolations(page);
      await edit.getByLabel('Утас').fill(customer.phone);
      await currentPassword.waitFor({ state: 'detached' });
      customer.firstName = 'Сарангэрэл';
      await edit.getByLabel('Нэр').fill(customer.firstName);
      await edit.getByLabel('И-мэйл').fill('sarangerel@example.mn');
      await edit.getByRole('button', { name: 'Хадгалах' }).click();
      await expectToast(page, 'Мэдээлэл амжилттай өөрчлөгдлөө');
      await edit.waitFor({ state: 'detached' });
      await info.getByText(customer.firstName, { exact: true }).waitFor();
      await page.reload();
      await info.getByText('sarangerel@example.mn').waitFor();
      expect(await info.getByText(customer.firstName, { exact: true }).count()).toBe(1);

      // Delivery addresses: add, edit, delete.
      const addresses = page.getByRole('region', { name: 'Хүргэлтийн хаяг' });
      await addresses.getByRole('button', { name: 'Шинэ хаяг нэмэх' }).click();
      const add = page.getByRole('dialog', { name: 'Шинэ хаяг нэмэх' });
      await add.getByLabel('Хот / аймаг').selectOption('Улаанбаатар');
      await add.getByLabel('Дүүрэг / сум').selectOption('Баянзүрх');
      await add.getByLabel('Хороо / баг').selectOption('5-р хороо');
      await add.getByLabel('Нэмэлт тайлбар').fill('12-р байр, 3 давхар');
      await expectNoAxeViolations(page);
      await add.getByRole('button', { name: 'Хадгалах' }).click();
      await add.waitFor({ state: 'detached' });
      const item = addressItem(page, customer);
      await item.getByText('Улаанбаатар, Баянзүрх, 5-р хороо').waitFor();

      await item.getByRole('button', { name: 'Засах' }).click();
      const change = page.getByRole('dialog', { name: 'Хаяг засах' });
      await expect.poll(() => change.getByLabel('Хороо / баг').inputValue()).toBe('5-р хороо');
      await change.getByRole('radio', { name: 'Ажил' }).check();
      await change.getByLabel('Хот / аймаг').selectOption('Дорноговь');
      await change.getByLabel('Дүүрэг / сум').selectOption('Замын-Үүд');
      await change.getByLabel('Хороо / баг').fill('2-р баг');
      await change.getByRole('button', { name: 'Хадгалах' }).click();
      await change.waitFor({ state: 'detached' });
      await item.getByText('Дорноговь, Замын-Үүд, 2-р баг').waitFor();
      expect(await item.getByText('Ажил', { exact: true }).count()).toBe(1);

      await item.getByRole('button', { name: 'Устгах' }).click();
      const confirm = page.getByRole('dialog', { name: 'Хаяг устгах' });
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Устгах' }).click();
      await addresses.getByText('Хүргэлтийн хаяг бүртгэгдээгүй байна').waitFor();

      // My parcels: both, then filtered by status, then one opened.
      await openProfilePart(page, viewport, customer, 'myParcels');
      await page.getByText(registered).waitFor();
      await page.getByText(onTheWay).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Эрээн – УБ замд \d+$/ }).click();
      await page.waitForURL('**status=SENT');
      await expect.poll(() => page.getByText(registered).count()).toBe(0);
      expect(await page.getByText(onTheWay).count()).toBe(1);
      await page.getByRole('button', { name: /^Гэмтэлтэй \d+$/ }).click();
      await page.getByText('Жагсаалт хоосон байна').waitFor();
      await page.getByText('Одоогоор харуулах мэдээлэл алга').waitFor();
      await page.getByRole('button', { name: /^Бүгд \d+$/ }).click();
      await page.getByText(registered).waitFor();
      await page.getByText(onTheWay).click();
      const detail = page.getByRole('dialog', { name: 'Захиалгын мэдээлэл' });
      const detailText = await detail.textContent();
      expect(detailText).toContain(onTheWay);
      expect(detailText).toContain(personName(customer));
      expect(detailText).toContain(today());
      expect(detailText).toContain(tugrik(45_600));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // Another device signed in as the same customer loses its session at the password change.
      const other = await newVisitor(viewport);
      await other.page.goto('/');
      await logIn(other.page, customer);
      await accountLink(other.page, viewport, customer).waitFor();

      // Change the password: the wrong current one is refused with the server's message first.
      await openProfilePart(page, viewport, customer, 'password');
      await expectNoAxeViolations(page);
      const newPassword = `${customer.password}-new`;
      await page.getByLabel('Одоогийн нууц үг').fill('not-the-password');
      await page.getByLabel('Шинэ нууц үг', { exact: true }).fill(newPassword);
      await page.getByLabel('Шинэ нууц үг давтах').fill(newPassword);
      await page.getByRole('button', { name: 'Нууц үг солих', exact: true }).click();
      await page.getByText('Одоогийн нууц үг буруу байна').waitFor();
      await page.getByLabel('Одоогийн нууц үг').fill(customer.password);
      await page.getByRole('button', { name: 'Нууц үг солих', exact: true }).click();
      await expectToast(page, 'Нууц үг амжилттай солигдлоо');
      await expect.poll(() => page.getByLabel('Одоогийн нууц үг').inputValue()).toBe('');

      // This device keeps its (rotated) session; the other one is asked to log in again.
      await openProfilePart(page, viewport, customer, 'myParcels');
      await page.getByText(registered).waitFor();
      await other.page.goto(isNarrow(viewport) ? '/order' : '/profile/order');
      await other.page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor();
      expect(await storedUser(other.page)).toBeNull();
      await other.context.close();

      // Logout clears the stored user and the user's cached queries; the old password fails, the new one works.
      await logOut(page, viewport, customer);
      expect(await storedUser(page)).toBeNull();
      expect(await persistedUserQueries(page)).toEqual([]);
      const failed = await logIn(page, customer);
      // Said inside the form, under the fields, with the password selected for retyping (not a toast behind the dimming).
      await failed.getByRole('alert').filter({ hasText: 'Утасны дугаар эсвэл нууц үг буруу байна' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('autocomplete')))
        .toBe('current-password');
      await page.screenshot({ path: `test-results/login-refused-${viewport.width}.png` });
      expect(await storedUser(page)).toBeNull();
      await failed.getByLabel('Нууц үг', { exact: true }).fill(newPassword);
      await failed.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
      await failed.waitFor({ state: 'detached' });
      await accountLink(page, viewport, customer).waitFor();
      expect(await storedUser(page)).toMatchObject({ firstName: customer.firstName });
      await context.close();
    },
  );

  it("shows a second customer on the same browser none of the first one's data", async () => {
    const first = newCustomer('Тэмүүлэн', 'Энхбаяр');
    const second = newCustomer('Номин', 'Одбаяр');
    await registerCustomer(second);
    const { user: firstUser, parcel, context, page } = await signedInWithParcel(viewport, 'second-customer', first, 30_000);
    await logOut(page, viewport, first);

    await logIn(page, second);
    await accountLink(page, viewport, second).waitFor();
    await openProfilePart(page, viewport, second, 'myParcels');
    await page.getByText('Танд одоогоор ачаа алга').waitFor();
    expect(await page.getByText(parcel).count()).toBe(0);
    await openProfilePart(page, viewport, second, 'profile');
    const info = page.getByRole('region', { name: 'Үндсэн мэдээлэл' });
    await info.getByText(second.lastName, { exact: true }).waitFor();
    expect(await page.getByText(first.lastName).count()).toBe(0);
    expect(await page.getByText(first.phone).count()).toBe(0);

    // Nor through the API: the first customer's record answers 404 to the second one's session.
    const status = await page.evaluate(async (id) => (await fetch(`/api/auth/user/${id}`)).status, firstUser.id);
    expect(status).toBe(404);
    await context.close();
  });

  it('sends a customer whose session expired back to the login modal with their data cleared', async () => {
    const customer = newCustomer('Анударь', 'Баатар');
    const { parcel, context, page } = await signedInWithParcel(viewport, 'expired', customer, 8_000);
    await expect.poll(() => persistedUserQueries(page)).not.toEqual([]);

    await expireSession(context);
    await page.getByRole('button', { name: /^Бүртгэгдсэн \d+$/ }).click();

    await page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedUser(page)).toBeNull();
    expect(await persistedUserQueries(page)).toEqual([]);
    expect(await page.getByText(parcel).count()).toBe(0);
    await context.close();
  });
});

/** The server forgets nothing here: the browser just loses its cookie, as when it expires. */
async function expireSession(context: BrowserContext) {
  await context.clearCookies();
}
