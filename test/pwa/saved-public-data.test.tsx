import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoAddress, Currency } from '@contract';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { Calculator } from '@/features/calculator/components/calculator';
import { CargoAddressDetail } from '@/features/warehouses/components/cargo-address-detail';
import { setLocale } from '@/i18n/i18n';
import { SAVED_AT_HEADER } from '@/sw/public-api-routes';
import { cargoAddress, organization } from './fixtures';
import { mswServer } from './msw-server';
import { renderWithClient, testQueryClient } from './render';
import { setViewportWidth } from './viewport';

const WAREHOUSE_ID = 4;
/** 2026/11/23 09:30 in the test's own time zone, as the age line prints it. */
const SAVED_AT = new Date(2026, 10, 23, 9, 30).getTime();
const movedAddress: CargoAddress = { ...cargoAddress, consignee: '阿恰货运 新地址（99112233）', address: '二连浩特市 新区 8号库' };

/** The receiving address as the page gets it: `savedAt` marks the service worker's saved copy. */
function serveAddress(address: CargoAddress, { savedAt, wait = 0 }: { savedAt?: number; wait?: number } = {}) {
  mswServer.use(
    http.get('*/api/cargoAddress/:id', async () => {
      await delay(wait);
      return HttpResponse.json(address, { headers: savedAt ? { [SAVED_AT_HEADER]: String(savedAt) } : {} });
    }),
  );
}

function servePricesOnce(currency: Currency, savedAt?: number) {
  mswServer.use(
    http.get('*/api/warehouse/:orgId', () =>
      HttpResponse.json({ data: { currency } }, { headers: savedAt ? { [SAVED_AT_HEADER]: String(savedAt) } : {} }),
    ),
  );
}

function renderAddress(queryClient = testQueryClient()) {
  return renderWithClient(
    <Suspense fallback={<p>stand-in</p>}>
      <CargoAddressDetail warehouseId={WAREHOUSE_ID} />
    </Suspense>,
    { queryClient },
  );
}

/** A query client holding what the persisted cache restores: the old address, saved at SAVED_AT. */
function clientWithRestoredAddress() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(cargoAddressQueryOptions(WAREHOUSE_ID).queryKey, cargoAddress, { updatedAt: SAVED_AT });
  return queryClient;
}

afterEach(async () => {
  await act(() => setLocale('mn'));
  act(() => onlineManager.setOnline(true));
});

describe('public data from a saved copy', () => {
  for (const width of [375, 1280]) {
    it(`says how old the service worker's copy is, in Mongolian and English (${width} px)`, async () => {
      setViewportWidth(width);
      serveAddress(cargoAddress, { savedAt: SAVED_AT });
      renderAddress();
      expect(await screen.findByText(cargoAddress.consignee)).toBeInTheDocument();
      expect(screen.getByText('Хадгалсан: 2026/11/23 09:30')).toBeInTheDocument();
      await act(() => setLocale('en'));
      expect(screen.getByText('Saved: 2026/11/23 09:30')).toBeInTheDocument();
    });
  }

  it("has no age line on the network's own answer", async () => {
    serveAddress(cargoAddress);
    renderAddress();
    expect(await screen.findByText(cargoAddress.consignee)).toBeInTheDocument();
    expect(screen.queryByText(/^Хадгалсан:/)).not.toBeInTheDocument();
  });

  it('online, keeps a restored address out of sight until the network answers, then shows the new one', async () => {
    serveAddress(movedAddress, { wait: 300 });
    const { container } = renderAddress(clientWithRestoredAddress());
    // Waiting for the network: the stand-in, never the old address (it could be copied).
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(cargoAddress.consignee)).not.toBeInTheDocument();
    expect(await screen.findByText(movedAddress.consignee)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Хүлээн авагч хуулах' })).toBeInTheDocument();
    expect(screen.queryByText(cargoAddress.consignee)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Хадгалсан:/)).not.toBeInTheDocument();
  });

  it('shows the restored address with its age when the network fails, and the new one in place once it answers', async () => {
    mswServer.use(http.get('*/api/cargoAddress/:id', () => HttpResponse.error()));
    const { queryClient } = renderAddress(clientWithRestoredAddress());
    expect(await screen.findByText(cargoAddress.consignee)).toBeInTheDocument();
    expect(screen.getByText('Хадгалсан: 2026/11/23 09:30')).toBeInTheDocument();

    serveAddress(movedAddress);
    await act(() => queryClient.refetchQueries({ queryKey: cargoAddressQueryOptions(WAREHOUSE_ID).queryKey }));
    expect(await screen.findByText(movedAddress.consignee)).toBeInTheDocument();
    expect(screen.queryByText(/^Хадгалсан:/)).not.toBeInTheDocument();
  });

  it('gives the network about 3 s, then shows the restored address with its age', async () => {
    serveAddress(movedAddress, { wait: 'infinite' as unknown as number });
    renderAddress(clientWithRestoredAddress());
    expect(screen.queryByText(cargoAddress.consignee)).not.toBeInTheDocument();
    expect(await screen.findByText(cargoAddress.consignee, undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Хадгалсан: 2026/11/23 09:30')).toBeInTheDocument();
  });
});

describe('the calculator', () => {
  it('shows saved prices with their age and the new prices after reconnecting, without a reload', async () => {
    servePricesOnce({ kg: 3000, m3: 599, rate: 480 }, SAVED_AT);
    renderWithClient(<Calculator orgId={organization.id} />);
    expect(await screen.findByText('3,000 ₮')).toBeInTheDocument();
    expect(screen.getByText('Хадгалсан: 2026/11/23 09:30')).toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    servePricesOnce({ kg: 3500, m3: 620, rate: 480 });
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('3,500 ₮')).toBeInTheDocument();
    expect(screen.getByText('¥620')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Хадгалсан:/)).not.toBeInTheDocument());
  });
});
