import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * PersistQueryClientProvider's behaviour with the persister loaded after the first render, so
 * persistence costs the first paint nothing: until the saved cache is restored, queries wait
 * (IsRestoringProvider) instead of fetching what is about to come from storage.
 */
export function PersistedQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [isRestoring, setIsRestoring] = useState(true);

  useEffect(() => {
    let stopPersisting: (() => void) | undefined;
    let unmounted = false;
    import('./query-persister')
      .then(({ restoreAndPersist }) => restoreAndPersist(client))
      .then((stop) => {
        if (unmounted) stop();
        else stopPersisting = stop;
      })
      // Without persistence (the chunk failed to load) the app still works, online only.
      .catch(() => undefined)
      // A transition: on a prerendered page this may come while React still hydrates (inside a
      // transition, src/main.tsx), and an urgent update would make it finish hydrating in one long task.
      .finally(() => {
        if (!unmounted) startTransition(() => setIsRestoring(false));
      });
    return () => {
      unmounted = true;
      stopPersisting?.();
    };
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
