import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import type { User } from '@contract';
import { QUERY_CACHE_STORAGE_KEY } from '@/data/query-cache';
import { STORED_USER_KEY } from '@/data/session/stored-user';
import { codeSentTo } from './sms';

/** Steps a person takes on any screen, and what a test reads from the page's storage. */

/** A toast (react-hot-toast's role="status") with this text is on screen. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/** Header "Нэвтрэх" (wide) or tab bar "Нэвтрэх" (narrow): whichever this width shows. */
export async function openLoginModal(page: Page) {
  await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Нэвтрэх' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/** Fills and sends the login modal; answers the modal, which closes once the session has started. */
export async function logIn(page: Page, account: { phone: string; password: string }) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('Утасны дугаар').fill(account.phone);
  await dialog.getByLabel('Нууц үг', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  return dialog;
}

/**
 * Signs in and waits for the answer, then for the modal to close. On the first visit to a fresh
 * server the first press of "Нэвтрэх" was seen to send nothing now and then (the modal filled, no
 * request within a minute); the press is repeated once after 15 s so a test stays about what it tests.
 */
export async function signInWithModal(page: Page, account: { phone: string; password: string }) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const isLogin = (response: { url(): string }) => response.url().endsWith('/api/auth/login');
  const dialog = await logIn(page, account);
  const answer = await page.waitForResponse(isLogin, { timeout: 15_000 }).catch(async () => {
    const retried = page.waitForResponse(isLogin, { timeout: 45_000 });
    await dialog.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
    return retried;
  });
  expect(answer.status()).toBe(200);
  await dialog.waitFor({ state: 'hidden' });
}

/** A failing test leaves a picture of the page in test-results/ (ignored by git) and the page's errors in the log. */
/** Types a new customer into the open "Бүртгүүлэх" dialog and sends it. */
export async function fillRegistration(
  register: Locator,
  customer: { phone: string; firstName: string; lastName: string; password: string },
) {
  await register.getByLabel('Утасны дугаар').fill(customer.phone);
  await register.getByLabel('Овог').fill(customer.lastName);
  await register.getByLabel('Нэр').fill(customer.firstName);
  await register.getByLabel('Нууц үг', { exact: true }).fill(customer.password);
  await register.getByLabel('Нууц үг давтах').fill(customer.password);
  await register.getByRole('button', { name: 'Бүртгүүлэх' }).click();
}

export function reportFailures(page: Page, name: string): void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  onTestFailed(async () => {
    if (errors.length) console.error(`page errors (${name}):\n${errors.join('\n')}`);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => undefined);
  });
}

/** The user the app remembers in this browser, or null. */
export function storedUser(page: Page): Promise<User | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as User | null, STORED_USER_KEY);
}

/** The keys of the queries in the persisted cache, each as written by the app. */
export function persistedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    const saved = raw ? (JSON.parse(raw) as { clientState?: { queries?: { queryKey: unknown[] }[] } }) : null;
    return saved?.clientState?.queries?.map((query) => query.queryKey) ?? [];
  }, QUERY_CACHE_STORAGE_KEY);
}

/**
 * The step after a registration: "Утасны дугаар баталгаажуулах" has sent the new phone its first
 * code, the fake SMS provider hands it over, and the modal closes with the phone verified.
 */
export async function verifyPhoneInModal(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Утасны дугаар баталгаажуулах' });
  await dialog.waitFor({ state: 'visible', timeout: 30_000 });
  await dialog.getByText(`${phone} дугаарт код илгээлээ`, { exact: false }).waitFor();
  await dialog.getByLabel('Баталгаажуулах код').fill(await codeSentTo(phone, 1));
  await dialog.getByRole('button', { name: 'Баталгаажуулах', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
