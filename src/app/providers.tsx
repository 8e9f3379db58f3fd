import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PersistedQueryProvider } from './query-persistence';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Providers every screen needs; persistence wraps or replaces the QueryClientProvider here. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return <PersistedQueryProvider client={queryClient}>{children}</PersistedQueryProvider>;
}
