import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundScreen } from '@/components/not-found/not-found-screen';
import { RouteError } from '@/components/route-error/route-error';
import { Spinner } from '@/components/spinner/spinner';
import { routeTree } from '@/routeTree.gen';
import { queryClient as appQueryClient } from './query-client';

type AppRouterOptions = {
  queryClient?: QueryClient;
  history?: RouterHistory;
  /** Only where there is no window (the server-side render): its origin, and no scroll restoration. */
  origin?: string;
  scrollRestoration?: boolean;
};

/** The app's router; tests pass their own query client and a memory history. */
export function createAppRouter({ queryClient = appQueryClient, history, origin, scrollRestoration = true }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    origin,
    context: { queryClient },
    // react-query decides freshness; the router must ask it on every preload.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: Spinner,
    defaultNotFoundComponent: NotFoundScreen,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
