import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives: loaders fill the cache through `queryClient.ensureQueryData`. */
export type RouterContext = { queryClient: QueryClient };
