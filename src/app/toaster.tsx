import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenToastRequested } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

// The toaster with the product's options, all in a chunk loaded when it mounts.
const Toaster = lazy(() => import('./toaster-view').then((module) => module.loadToaster()));

/**
 * Mounted once the page is idle, or at the first toast if that comes sooner: it is no part of the
 * first screen (nor of a server-rendered page: the Toaster loads lazily), and mounting it at
 * hydration cost the start-up a synchronous render and the module's loading. Toasts raised before
 * it wait for it (react-hot-toast keeps them).
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let done = false;
    const want = () => {
      if (!done) startTransition(() => setWanted(true));
      done = true;
    };
    const cancelIdle = whenIdle(want);
    void whenToastRequested().then(want);
    return () => {
      done = true;
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
