import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPhoneToken } from '@contract/cargo-address-token';
import type { CargoAddress, WarehouseList, WarehousePricesResponse } from '@contract';
import { isUserKey, publicKeys } from '@/data/query-keys';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { getJson, registerCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { distDir, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { tugrik } from './support/format';
import { logIn, persistedQueryKeys, storedUser } from './support/page';
import { StaffApi } from './support/staff-api';
import { startServer } from './support/test-server';

const ORGANIZATION_ID = 1;
const OFFLINE_BANNER = 'Интернет холболт алга. Хадгалсан мэдээллийг харуулж байна.';
const [PHONE, DESKTOP] = VIEWPORTS;

/** What the offline screens must show, read from the API the way any client would. */
async function publicData() {
  const warehouses = await getJson<WarehouseList>(`/api/warehouse?orgId=${ORGANIZATION_ID}&state=ACTIVE`);
  const addresses = await Promise.all(warehouses.list.map((warehouse) => getJson<CargoAddress>(`/api/cargoAddress/${warehouse.id}`)));
  const { currency } = (await getJson<WarehousePricesResponse>(`/api/warehouse/${ORGANIZATION_ID}`)).data;
  return { warehouses: warehouses.list, addresses, currency };
}

/**
 * The first visit is over once the service worker controls the page and both it and the saved
 * query cache hold what the offline screens need (warehouses, each cargo address, prices), even
 * though only / was opened.
 */
async function waitUntilReadyOffline(page: Page, warehouseIds: number[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const paths = ['/api/warehouse', `/api/warehouse/${ORGANIZATION_ID}`, ...warehouseIds.map((id) => `/api/cargoAddress/${id}`)];
  await page.waitForFunction(
    async (wanted) => {
      const cache = await caches.open('achaa-public-api');
      const cached = (await cache.keys()).map((request) => new URL(request.url).pathname);
      return wanted.every((path) => cached.includes(path));
    },
    paths,
    { timeout: 30_000, polling: 250 },
  );
  const keys = [
    publicKeys.organizationPrices(ORGANIZATION_ID),
    publicKeys.activeWarehouses(ORGANIZATION_ID),
    ...warehouseIds.map((id) => publicKeys.cargoAddress(id)),
  ];
  await expect.poll(() => persistedQueryKeys(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(keys));
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
}

useBrowser();

describe('installed app without a network', () => {
  let staff: StaffApi;
  let data: Awaited<ReturnType<typeof publicData>>;

  beforeAll(async () => {
    staff = await StaffApi.signIn();
    data = await publicData();
  });

  it('opens /, /address, each /branch/{id} and /calculate offline with their data after visiting only /', async () => {
    const { context, page } = await newVisitor(PHONE);
    try {
      await page.goto('/');
      await waitUntilReadyOffline(
        page,
        data.warehouses.map((warehouse) => warehouse.id),
      );

      // The navigation fallback never answers for the API: it reaches the server as itself.
      const health = await page.goto('/api/health');
      expect(health?.headers()['content-type']).toMatch(/json/);

      await page.goto('/');
      await goOffline(context, page);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await banner(page).waitFor();

      await page.goto('/address');
      for (const warehouse of data.warehouses) await page.getByText(warehouse.name, { exact: true }).first().waitFor();

      for (const [index, warehouse] of data.warehouses.entries()) {
        await page.goto(`/branch/${warehouse.id}`);
        const address = data.addresses[index];
        if (!address) throw new Error('no cargo address');
        // {phone} stands in until this visitor gives a phone.
        await page.getByText(fillPhoneToken(address.consignee, '(таны утас)'), { exact: true }).waitFor();
        await page.getByText(address.address, { exact: true }).waitFor();
      }

      await page.goto('/calculate');
      await page.getByText(tugrik(data.currency.kg)).first().waitFor();
      await page.getByText(`¥${data.currency.m3}`).first().waitFor();
      await banner(page).waitFor();
    } finally {
      await context.close();
    }
  });

  it('copies the warehouse address offline', async () => {
    const { context, page } = await newVisitor(PHONE);
    try {
      const [warehouse] = data.warehouses;
      const [address] = data.addresses;
      if (!warehouse || !address) throw new Error('the demo data has no warehouse');
      await page.goto('/');
      await waitUntilReadyOffline(page, [warehouse.id]);
      await goOffline(context, page);
      await page.goto(`/branch/${warehouse.id}`);
      // Asked for the phone the address needs, offline as online; it stays on the device.
      const phone = uniquePhone();
      await page.getByLabel('Хаягт оруулах утасны дугаараа бичнэ үү').fill(phone);
      await page.getByRole('button', { name: 'Хаягт оруулах' }).click();
      await page.getByRole('button', { name: 'Хүлээн авагч хуулах' }).click();
      await page.getByRole('status').filter({ hasText: 'Хүлээн авагч амжилттай хуулагдлаа' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fillPhoneToken(address.consignee, phone));
    } finally {
      await context.close();
    }
  });

  it('shows a lookup made online when offline, says a new one needs a connection, and refreshes when back online', async () => {
    const phone = uniquePhone();
    const trackCode = uniqueTrackCode('YT');
    await staff.createParcel({ trackCode, phone, price: 12300, status: 'RECEIVED' });
    const { context, page } = await newVisitor(PHONE);
    try {
      await page.goto('/');
      await waitUntilReadyOffline(page, []);
      await page.locator('#parcel-search').getByLabel('Утасны дугаар', { exact: true }).fill(phone);
      await page.getByRole('button', { name: 'Хайх', exact: true }).click();
      const results = page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
      await results.getByText(trackCode).waitFor();
      await results.getByRole('button', { name: 'Хаах' }).click();
      // The persister writes at most once a second.
      await expect.poll(() => persistedQueryKeys(page), { timeout: 5000 }).toContainEqual(publicKeys.parcelLookup('phone', phone));

      await goOffline(context, page);
      await page.reload();
      await banner(page).waitFor();

      // A number never looked up: one plain message, no error toast, no results.
      await page.locator('#parcel-search').getByLabel('Утасны дугаар', { exact: true }).fill(uniquePhone());
      await page.getByRole('button', { name: 'Хайх', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Шинэ хайлт хийхэд интернет холболт хэрэгтэй.' }).waitFor();
      expect(await page.getByText(/АЛДАА/).count()).toBe(0);
      expect(await results.count()).toBe(0);
      // The offline banner, the waiting message and the recent lookups, as everyone gets them.
      await expectNoAxeViolations(page);

      // The one looked up before: its saved answer, with when it was checked.
      await page.getByRole('button', { name: new RegExp(`^Дахин шалгах:\\s*${phone}`) }).click();
      await results.getByText(trackCode).waitFor();
      await results.getByText('Эрээний агуулахад ирсэн').waitFor();
      await results.getByText(/^Сүүлд шалгасан: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).waitFor();

      // The parcel moves on while this phone is offline; the new status appears once it reconnects.
      await staff.updateParcel(trackCode, { status: 'SENT' });
      await results.getByText('Эрээний агуулахад ирсэн').waitFor();
      await context.setOffline(false);
      await results.getByText('Эрээн – УБ замд').waitFor({ timeout: 15_000 });
      await banner(page).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('a new version', () => {
  it('is offered with "Шинэчлэх" and takes over only when the user asks', async () => {
    // The next release goes into a copy of the build, served by a server of its own. Written into the
    // shared build, it reached the servers of the test files running meanwhile: their pages could
    // install or be offered a version that is not the build's, and a worker taking a new version over
    // reloads its page (src/features/offline/sw-bridge.ts), an open dialog with it.
    const workDir = mkdtempSync(join(tmpdir(), 'achaa-e2e-release-'));
    const releaseDir = join(workDir, 'dist');
    cpSync(distDir(), releaseDir, { recursive: true });
    const server = await startServer({ DATABASE_PATH: join(workDir, 'release.sqlite'), DATABASE_URL: '', STATIC_DIR: releaseDir });
    const { context, page } = await newVisitor(DESKTOP, { origin: server.baseUrl });
    const workerPath = join(releaseDir, 'sw.js');
    const released = readFileSync(workerPath, 'utf8');
    try {
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

      // The next release is deployed; the app finds it the way its hourly and on-return checks do.
      writeFileSync(workerPath, `${released}\n// e2e: the next release\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const toast = page.getByRole('status').filter({ hasText: 'Шинэ хувилбар гарлаа' });
      await toast.waitFor({ timeout: 30_000 });
      // Waiting, not in charge: nothing changes under the user until they choose.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

      await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Шинэчлэх' }).click()]);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          active: registration?.active?.state,
          url: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      expect(after).toEqual({ waiting: false, active: 'activated', url: firstWorker });
      expect(await toast.count()).toBe(0);
    } finally {
      await context.close();
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});

describe('a shared phone', () => {
  it('keeps nothing of the previous customer in storage after logout', async () => {
    const customer = { phone: uniquePhone(), password: 'offline-pass-2026', firstName: 'Сарнай', lastName: 'Дорж' };
    await registerCustomer(customer);
    const staff = await StaffApi.signIn();
    const trackCode = uniqueTrackCode('SF');
    await staff.createParcel({ trackCode, phone: customer.phone, price: 4000, status: 'SENT' });

    const { context, page } = await newVisitor(DESKTOP);
    try {
      await page.goto('/');
      await (await logIn(page, customer)).waitFor({ state: 'detached' });

      await page.goto('/profile/order');
      await page.getByText(trackCode).waitFor();
      await expect.poll(async () => (await persistedQueryKeys(page)).some(isUserKey), { timeout: 5000 }).toBe(true);
      expect(await storedUser(page)).toMatchObject({ phone: customer.phone });

      await page.getByRole('navigation', { name: 'Профайлын цэс' }).getByRole('button', { name: 'Гарах' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();

      // At once, not after the persister's next write.
      expect((await persistedQueryKeys(page)).filter(isUserKey)).toEqual([]);
      expect(await storedUser(page)).toBeNull();
      const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
      expect(stored).not.toContain(trackCode);
      expect(stored).not.toContain(customer.lastName);
    } finally {
      await context.close();
    }
  });
});
