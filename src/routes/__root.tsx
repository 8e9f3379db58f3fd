import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppOverlays } from '@/app/app-overlays';
import { Layout } from '@/app/layout/layout';
import type { RouterContext } from '@/app/router-context';
import { NotFoundScreen } from '@/components/not-found/not-found-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundScreen,
});

function RootComponent() {
  return (
    <>
      <Layout>
        <Outlet />
      </Layout>
      <AppOverlays />
    </>
  );
}
