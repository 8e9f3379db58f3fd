import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { forgetTextTypedBefore } from '@/lib/typed-before-render';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

type AppProps = { router: AppRouter; queryClient: QueryClient };

/** The whole app; the browser (src/main.tsx) and the server-side render (src/entry-server.tsx) each pass their own router. */
export function App({ router, queryClient }: AppProps) {
  // After the first commit's layout effects, in which the first screen's fields took their text back.
  useEffect(forgetTextTypedBefore, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
