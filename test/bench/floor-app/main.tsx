import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { STARTUP_MARKS } from '../../../contract/startup-marks';

// The same marks as src/main.tsx's, so bench:startup splits the floor's trace the same way.
performance.mark(STARTUP_MARKS.start);

/*
 * The floor of test/bench/web.ts: React 19, TanStack Router and TanStack Query doing next to
 * nothing, built the way the PWA is (Vite, React's production build, the framework in one chunk)
 * and started the way src/main.tsx starts a prerendered page (after the modules' evaluation, the
 * router built in a task of its own, loaded, then the page hydrated inside a transition). Its
 * blocking time is what the framework alone costs on this machine, now.
 * Never shipped: the bench builds it into a temporary folder.
 */
const queryClient = new QueryClient();
queryClient.setQueryData(['greeting'], 'Ачаагаа шалгаарай');

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => 'Ачаагаа шалгаарай', staleTime: Infinity });
  return <p>{data}</p>;
}

function Shell() {
  return (
    <main>
      <h1>Floor</h1>
      <nav>
        <Link to="/">Нүүр</Link>
      </nav>
      <Outlet />
    </main>
  );
}

const rootRoute = createRootRoute({ component: Shell });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Greeting });
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(root: HTMLElement) {
  await nextTask();
  const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // The bench renders it once into an empty #root to capture its HTML, then serves that HTML to hydrate.
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  await nextTask();
  await router.load();
  await nextTask();
  performance.mark(STARTUP_MARKS.hydrate);
  startTransition(() => void hydrateRoot(root, app));
}

void start(document.getElementById('root') as HTMLElement);
