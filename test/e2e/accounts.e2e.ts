import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { User } from '@contract';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, newVisitor, VIEWPORTS, type Viewport } from './support/browser';
import { StaffApi } from './support/staff-api';

/** Issue 4: accounts and the profile area against the real server, at 375 and 1280 px. */

let browser: Browser;
let staff: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await StaffApi.signIn();
});
afterAll(async () => {
  await browser?.close();
});

type Customer = { phone: string; password: string; firstName: string; lastName: string };

function newCustomer(firstName: string, lastName: string): Customer {
  return { phone: uniquePhone(), password: `pass-${Math.random().toString(36).slice(2, 10)}`, firstName, lastName };
}

/** Registers through the API the way the app does (same-origin JSON), for customers a test only needs to exist. */
async function registerThroughApi(customer: Customer): Promise<User> {
  const origin = baseUrl();
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(customer),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return (await response.json()) as User;
}

const tugrik = (amount: number) => `${amount.toLocaleString('en-US')} ₮`;
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}`;
};

const narrow = (viewport: Viewport) => viewport.width <= 768;

async function storedUser(page: Page): Promise<User | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as User | null);
}

/** Keys of the user-scoped queries still held in the persisted cache (they must go at logout and on 401). */
async function persistedUserQueries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('achaa-query-cache');
    const queries = raw ? ((JSON.parse(raw) as { clientState?: { queries?: { queryKey: unknown[] }[] } }).clientState?.queries ?? []) : [];
    return queries.filter((query) => query.queryKey[0] === 'me').map((query) => JSON.stringify(query.queryKey));
  });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A failing step leaves a picture of the page in test-results/ (ignored by git) and the page's errors in the log. */
function screenshotOnFailure(page: Page, name: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  onTestFailed(async () => {
    if (errors.length) console.error(`page errors (${name}):\n${errors.join('\n')}`);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/accounts-${name}.png`, fullPage: true }).catch(() => undefined);
  });
}

async function expectToast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/** Header "Нэвтрэх" (wide) or tab bar "Нэвтрэх" (narrow): whichever this width shows. */
async function openLoginModal(page: Page) {
  await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Нэвтрэх' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

async function logIn(page: Page, phone: string, password: string) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('Утасны дугаар').fill(phone);
  await dialog.getByLabel('Нууц үг', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  return dialog;
}

/** The signed-in mark: the username link in the header (wide) or the first name in the tab bar (narrow). */
function accountLink(page: Page, viewport: Viewport, customer: Customer) {
  return page.getByRole('link', { name: narrow(viewport) ? customer.firstName : customer.phone, exact: true });
}

type Part = 'profile' | 'orders' | 'password';
const MENU_LABELS: Record<Part, string> = { profile: 'Профайл', orders: 'Миний ачаа', password: 'Нууц үг солих' };
const PATHS: Record<'wide' | 'narrow', Record<Part, string>> = {
  wide: { profile: '/profile', orders: '/profile/order', password: '/profile/password' },
  narrow: { profile: '/profile/mobile', orders: '/order', password: '/password' },
};

const MAIN_TABS = ['/', '/profile', '/calculate', '/address'];
const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * To the profile menu the way a person gets there: wide, the header's account link (the side menu
 * is on every profile screen); narrow, the tab bar on a main tab, else the top bar's back button.
 */
async function openProfileMenu(page: Page, viewport: Viewport, customer: Customer) {
  if (!narrow(viewport)) {
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
  await page.waitForURL((url) => url.pathname === PATHS[narrow(viewport) ? 'narrow' : 'wide'][part]);
  await page.getByRole('heading', { level: 1, name: MENU_LABELS[part] }).waitFor();
}

async function logOut(page: Page, viewport: Viewport, customer: Customer) {
  const menu = await openProfileMenu(page, viewport, customer);
  await menu.getByRole('button', { name: 'Гарах' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();
}

function addressItem(page: Page, customer: Customer) {
  return page.getByRole('listitem', { name: `${customer.lastName} ${customer.firstName}` });
}

/** The journey is one long story of some fifty steps; on two shared cores it may take minutes. */
const JOURNEY_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 90_000;

describe.each(VIEWPORTS)('accounts at $width px', (viewport) => {
  it(
    'registers, edits the profile and addresses, reads and filters parcels, changes the password, logs out and in',
    async () => {
      const customer = newCustomer('Болормаа', 'Ганбат');
      const registered = uniqueTrackCode('YT');
      const onTheWay = uniqueTrackCode('SF');
      await staff.createParcel({ trackCode: registered, phone: customer.phone, price: 12_300 });
      await staff.createParcel({ trackCode: onTheWay, phone: customer.phone, price: 45_600, status: 'RECEIVED' });
      await staff.updateParcel(onTheWay, { status: 'SENT' });

      const { context, page } = await newVisitor(browser, viewport);
      screenshotOnFailure(page, `journey-${viewport.width}`);
      await page.goto('/');

      // Register from the login modal.
      const login = await openLoginModal(page);
      await expectNoAxeViolations(page);
      await login.getByRole('button', { name: 'Бүртгүүлэх' }).click();
      const register = page.getByRole('dialog', { name: 'Бүртгүүлэх' });
      await register.getByRole('button', { name: 'Бүртгүүлэх' }).click();
      await register.getByText('Утасны дугаар 8 оронтой тоо байна').waitFor();
      await expectNoAxeViolations(page);
      await register.getByLabel('Утасны дугаар').fill(customer.phone);
      await register.getByLabel('Овог').fill(customer.lastName);
      await register.getByLabel('Нэр').fill(customer.firstName);
      await register.getByLabel('Нууц үг', { exact: true }).fill(customer.password);
      await register.getByLabel('Нууц үг давтах').fill(customer.password);
      await register.getByRole('button', { name: 'Бүртгүүлэх' }).click();
      await register.waitFor({ state: 'detached' });
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
      await openProfilePart(page, viewport, customer, 'orders');
      await page.getByText(registered).waitFor();
      await page.getByText(onTheWay).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Эрээн – УБ замд', exact: true }).click();
      await page.waitForURL('**status=SENT');
      await expect.poll(() => page.getByText(registered).count()).toBe(0);
      expect(await page.getByText(onTheWay).count()).toBe(1);
      await page.getByRole('button', { name: 'Гэмтэлтэй', exact: true }).click();
      await page.getByText('Жагсаалт хоосон байна').waitFor();
      await page.getByText('Одоогоор харуулах мэдээлэл алга').waitFor();
      await page.getByRole('button', { name: 'Бүгд', exact: true }).click();
      await page.getByText(registered).waitFor();
      await page.getByText(onTheWay).click();
      const detail = page.getByRole('dialog', { name: 'Захиалгын мэдээлэл' });
      const detailText = await detail.textContent();
      expect(detailText).toContain(onTheWay);
      expect(detailText).toContain(`${customer.lastName} ${customer.firstName}`);
      expect(detailText).toContain(today());
      expect(detailText).toContain(tugrik(45_600));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // Another device signed in as the same customer loses its session at the password change.
      const other = await newVisitor(browser, viewport);
      await other.page.goto('/');
      await logIn(other.page, customer.phone, customer.password);
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
      await openProfilePart(page, viewport, customer, 'orders');
      await page.getByText(registered).waitFor();
      await other.page.goto(narrow(viewport) ? '/order' : '/profile/order');
      await other.page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor();
      expect(await storedUser(other.page)).toBeNull();
      await other.context.close();

      // Logout clears the stored user and the user's cached queries; the old password fails, the new one works.
      await logOut(page, viewport, customer);
      expect(await storedUser(page)).toBeNull();
      expect(await persistedUserQueries(page)).toEqual([]);
      const failed = await logIn(page, customer.phone, customer.password);
      await expectToast(page, 'Утасны дугаар эсвэл нууц үг буруу байна');
      expect(await storedUser(page)).toBeNull();
      await failed.getByLabel('Нууц үг', { exact: true }).fill(newPassword);
      await failed.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
      await failed.waitFor({ state: 'detached' });
      await accountLink(page, viewport, customer).waitFor();
      expect(await storedUser(page)).toMatchObject({ firstName: customer.firstName });
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "shows a second customer on the same browser none of the first one's data",
    async () => {
      const first = newCustomer('Тэмүүлэн', 'Энхбаяр');
      const second = newCustomer('Номин', 'Одбаяр');
      const firstUser = await registerThroughApi(first);
      await registerThroughApi(second);
      const parcel = uniqueTrackCode('JT');
      await staff.createParcel({ trackCode: parcel, phone: first.phone, price: 30_000 });

      const { context, page } = await newVisitor(browser, viewport);
      screenshotOnFailure(page, `second-customer-${viewport.width}`);
      await page.goto('/');
      await logIn(page, first.phone, first.password);
      await accountLink(page, viewport, first).waitFor();
      await openProfilePart(page, viewport, first, 'orders');
      await page.getByText(parcel).waitFor();
      await logOut(page, viewport, first);

      await logIn(page, second.phone, second.password);
      await accountLink(page, viewport, second).waitFor();
      await openProfilePart(page, viewport, second, 'orders');
      await page.getByText('Жагсаалт хоосон байна').waitFor();
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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sends a customer whose session expired back to the login modal with their data cleared',
    async () => {
      const customer = newCustomer('Анударь', 'Баатар');
      await registerThroughApi(customer);
      const parcel = uniqueTrackCode('YT');
      await staff.createParcel({ trackCode: parcel, phone: customer.phone, price: 8_000 });

      const { context, page } = await newVisitor(browser, viewport);
      screenshotOnFailure(page, `expired-${viewport.width}`);
      await page.goto('/');
      await logIn(page, customer.phone, customer.password);
      await accountLink(page, viewport, customer).waitFor();
      await openProfilePart(page, viewport, customer, 'orders');
      await page.getByText(parcel).waitFor();
      await expect.poll(() => persistedUserQueries(page)).not.toEqual([]);

      await expireSession(context);
      await page.getByRole('button', { name: 'Бүртгэгдсэн', exact: true }).click();

      await page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await storedUser(page)).toBeNull();
      expect(await persistedUserQueries(page)).toEqual([]);
      expect(await page.getByText(parcel).count()).toBe(0);
      await context.close();
    },
    TEST_TIMEOUT_MS,
  );
});

/** The server forgets nothing here: the browser just loses its cookie, as when it expires. */
async function expireSession(context: BrowserContext) {
  await context.clearCookies();
}
