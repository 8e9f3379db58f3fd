import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster, toast } from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import type { User } from '@contract';
import { createQueryClient } from '@/app/query-client';

// Two shared cores run several suites at once: a second is too tight for a lazy chunk plus a request,
// and five for a test that walks through a form of 22-option selects.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 15_000 });

/** The app's own query client (its error toasts included), without retries so failures show at once. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders a screen piece the way the app does: react-query with the app's defaults, and the toaster. */
export function renderWithClient(
  ui: ReactElement,
  { queryClient = testQueryClient(), ...options }: { queryClient?: QueryClient } & RenderOptions = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}

// Toasts live in a module-level store; one test's toasts must not leak into the next.
afterEach(() => toast.remove());

let viewportWidth = 1280;
const mediaListeners = new Set<() => void>();

function evaluateMedia(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || viewportWidth <= Number(max[1])) && (!min || viewportWidth >= Number(min[1]));
}

/**
 * jsdom has no matchMedia (the toaster and the narrow/wide profile need it): this one answers
 * width queries for a width the test chooses, and tells listeners when it changes.
 */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  mediaListeners.forEach((listener) => listener());
}

window.matchMedia = (query: string) =>
  ({
    media: query,
    get matches() {
      return evaluateMedia(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
    addListener: (listener: () => void) => mediaListeners.add(listener),
    removeListener: (listener: () => void) => mediaListeners.delete(listener),
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;

afterEach(() => setViewportWidth(1280));

export const customer: User = {
  id: 7,
  email: 'bold@example.mn',
  firstName: 'Болд',
  lastName: 'Батын',
  prefix: null,
  state: 'ACTIVE',
  username: '99001122',
  phone: '99001122',
  role: 'customer',
};
