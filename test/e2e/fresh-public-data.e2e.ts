import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CargoAddress, Currency, WarehouseList, WarehousePricesResponse } from '@contract';
import { publicKeys } from '@/data/query-keys';
import { getJson } from './support/api';
import { newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { tugrik } from './support/format';
import { persistedQueryKeys, reportFailures } from './support/page';
import { StaffApi } from './support/staff-api';

const ORGANIZATION_ID = 1;
const SAVED_LINE = /^Хадгалсан: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/;

/** The page is controlled by the service worker and both it and the persisted query cache hold `apiPath`'s answer. */
async function waitUntilSaved(page: Page, apiPath: string, queryKey: readonly unknown[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async (path) => {
      const cache = await caches.open('achaa-public-api');
      return (await cache.keys()).some((request) => new URL(request.url).pathname === path);
    },
    apiPath,
    { timeout: 30_000, polling: 250 },
  );
  await expect.poll(() => persistedQueryKeys(page), { timeout: 10_000 }).toContainEqual([...queryKey]);
}

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await page.waitForFunction((wanted) => navigator.onLine === wanted, !offline);
}

useBrowser();

describe('public data is asked network first', () => {
  let staff: StaffApi;
  let warehouseId: number;
  let original: CargoAddress;
  let prices: Currency;

  beforeAll(async () => {
    staff = await StaffApi.signIn();
    const warehouses = await getJson<WarehouseList>(`/api/warehouse?orgId=${ORGANIZATION_ID}&state=ACTIVE`);
    const [first] = warehouses.list;
    if (!first) throw new Error('the demo data has no warehouse');
    warehouseId = first.id;
    original = await getJson<CargoAddress>(`/api/cargoAddress/${warehouseId}`);
    prices = (await getJson<WarehousePricesResponse>(`/api/warehouse/${ORGANIZATION_ID}`)).data.currency;
  });

  for (const viewport of VIEWPORTS) {
    it(`shows and copies a receiving address staff changed since the last visit (${viewport.name})`, async () => {
      const { context, page } = await newVisitor(viewport);
      reportFailures(page, `fresh-address-${viewport.name}`);
      const { warehouse: _name, ...fields } = original;
      const moved = { ...fields, consignee: `阿恰货运 ${viewport.name}（99112233）`, address: `二连浩特市 新区 ${viewport.width}号库` };
      try {
        await page.goto(`/branch/${warehouseId}`);
        // The demo consignee carries {phone}, shown filled in: the address line is the one to wait for.
        await page.getByText(original.address, { exact: true }).waitFor();
        await waitUntilSaved(page, `/api/cargoAddress/${warehouseId}`, publicKeys.cargoAddress(warehouseId));

        await staff.putCargoAddress(warehouseId, moved);
        await page.goto(`/branch/${warehouseId}`);
        await page.getByText(moved.consignee, { exact: true }).waitFor();
        await page.getByText(moved.address, { exact: true }).waitFor();
        expect(await page.getByText(original.address, { exact: true }).count()).toBe(0);
        // The network answered: nothing on screen is a saved copy.
        expect(await page.getByText(SAVED_LINE).count()).toBe(0);

        await page.getByRole('button', { name: 'Хүлээн авагч хуулах' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(moved.consignee);
        await page.getByRole('button', { name: 'Дэлгэрэнгүй хаяг хуулах' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(moved.address);
      } finally {
        await staff.putCargoAddress(warehouseId, fields);
        await context.close();
      }
    });

    it(`the calculator shows saved prices with their age offline and the new prices once back online, without a reload (${viewport.name})`, async () => {
      const { context, page } = await newVisitor(viewport);
      reportFailures(page, `fresh-prices-${viewport.name}`);
      const raised = { ...prices, kg: prices.kg + 500 };
      try {
        await page.goto('/calculate');
        await page.getByText(tugrik(prices.kg)).first().waitFor();
        await waitUntilSaved(page, `/api/warehouse/${ORGANIZATION_ID}`, publicKeys.organizationPrices(ORGANIZATION_ID));

        await setOffline(context, page, true);
        await page.reload();
        await page.getByText(tugrik(prices.kg)).first().waitFor();
        await page.getByText(SAVED_LINE).waitFor();

        await staff.putPrices(raised);
        // Marks this document: a reload would lose it.
        await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-page', '1'));
        await setOffline(context, page, false);
        await page.getByText(tugrik(raised.kg)).first().waitFor({ timeout: 15_000 });
        await page.getByText(SAVED_LINE).waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-e2e-same-page'))).toBe('1');
      } finally {
        await staff.putPrices(prices);
        await context.close();
      }
    });
  }
});
