import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';
import type { CargoAddress, Currency, WarehouseSummary } from '@contract';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { setOrganization } from '@/lib/initial-state';
import { mswServer } from './msw-server';

export const organization = { id: 1, name: 'Ачаа Карго' };

/** The app's own query client (its error toasts included), without retries so failures show at once. */
export function testQueryClient() {
  return createQueryClient({ defaultOptions: { queries: { retry: false } } });
}

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    media: query,
    matches: false,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;

// Toasts live in a module-level store; one test's toasts must not leak into the next.
afterEach(() => {
  act(() => toast.remove());
});

/** Renders the whole app (layout, router, overlays) at `path`, as a visitor opening that address. */
export async function renderApp(path: string, { withOrganization = true } = {}) {
  setOrganization(withOrganization ? organization : null);
  const queryClient = testQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const user = userEvent.setup();
  await act(async () => {
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { router, queryClient, user };
}

/** msw handlers for the organisation's public data, answering what each test chooses. */
export const api = {
  prices(currency: Currency = { kg: 3000, m3: 599, rate: 480 }) {
    return http.get('*/api/warehouse/:orgId', () => HttpResponse.json({ data: { currency } }));
  },
  warehouses(list: WarehouseSummary[]) {
    return http.get('*/api/warehouse', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('orgId') !== String(organization.id) || url.searchParams.get('state') !== 'ACTIVE') {
        return HttpResponse.json({ code: 400, message: 'Буруу хүсэлт' }, { status: 400 });
      }
      return HttpResponse.json({ list, total: list.length });
    });
  },
  cargoAddress(byId: Record<number, CargoAddress>) {
    return http.get('*/api/cargoAddress/:id', ({ params }) => {
      const address = byId[Number(params.id)];
      return address ? HttpResponse.json(address) : HttpResponse.json({ code: 404, message: 'Агуулах олдсонгүй' }, { status: 404 });
    });
  },
  use(...handlers: Parameters<typeof mswServer.use>) {
    mswServer.use(...handlers);
  },
};

export function warehouse(id: number, name: string): WarehouseSummary {
  return { id, name, address: `Эрээн хот, ${id}-р агуулах`, contactInfo: { phone: `7711${String(id).padStart(4, '0')}` }, state: 'ACTIVE' };
}

export const cargoAddress: CargoAddress = {
  warehouse: { name: 'Эрээн – Хуаньюй агуулах' },
  consignee: '阿恰货运（99112233）',
  phone: '15848909331',
  region: '内蒙古自治区 锡林郭勒盟 二连浩特市',
  address: '二连浩特市 环宇商贸城 北门 5号库',
  zipcode: '011100',
};
