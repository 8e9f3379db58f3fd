import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
