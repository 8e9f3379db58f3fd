import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppToaster } from '@/app/toaster';
import { setOrganization } from '@/lib/initial-state';
import { organization } from './fixtures';

/**
 * The app's own query client (its error toasts included), without retries so failures show at once;
 * `withRetries` keeps the app's retry policy (offline, a failed attempt pauses instead of failing).
 */
export function testQueryClient({ withRetries = false } = {}): QueryClient {
  return createQueryClient(withRetries ? {} : { defaultOptions: { queries: { retry: false } } });
}

/** Renders one piece of a screen the way the app does: react-query with the app's defaults, and the app's toaster. */
export function renderWithClient(
  ui: ReactElement,
  { queryClient = testQueryClient(), ...options }: { queryClient?: QueryClient } & RenderOptions = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <AppToaster />
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}

/** Renders the whole app (layout, router, overlays) at `path`, as a visitor opening that address (`withRetries`: the app's retry policy). */
export async function renderApp(path: string, { withOrganization = true, withRetries = false } = {}) {
  setOrganization(withOrganization ? organization : null);
  const queryClient = testQueryClient({ withRetries });
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

export type TestUser = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text, as a person selecting all of it and typing. */
export async function retype(user: TestUser, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}
