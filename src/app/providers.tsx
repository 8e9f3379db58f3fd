import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Providers every screen needs; persistence wraps or replaces the QueryClientProvider here. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
