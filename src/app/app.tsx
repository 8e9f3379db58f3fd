import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

type AppProps = { router: AppRouter; queryClient: QueryClient };

/** The whole app; the browser (src/main.tsx) and the server-side render (src/entry-server.tsx) each pass their own router. */
export function App({ router, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
