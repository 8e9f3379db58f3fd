import { MutationCache, onlineManager, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS } from '@/data/query-cache';
import type { ErrorReason } from '@contract/error-reasons';
import { translate, type MessageKey } from '@/i18n/i18n';
import { toApiError, type ApiError } from '@/lib/http';
import { notify } from '@/lib/toast';

/**
 * What a query or mutation may say about its own errors:
 * `errorToast: false` keeps it silent (the screen shows the error itself);
 * `errorToast: 'search.error'` wraps the message in that template (`{message}`);
 * `quietStatuses` silences only some statuses (e.g. a 404 the screen explains);
 * `quietReasons` silences refusals of these reasons (a wrong code the form shows under its field).
 */
export type ErrorToastMeta = {
  errorToast?: false | MessageKey;
  quietStatuses?: readonly number[];
  quietReasons?: readonly ErrorReason[];
};

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

/** A server error or a dropped connection is tried once more; anything else is an answer a retry cannot change. */
export const RETRY_COUNT = 1;
export const STALE_TIME_MS = 5 * 60 * 1000;

/** The one retry comes quickly: a person is waiting, and a second failure is reported as it is. */
export function retryDelay(): number {
  return 500;
}

/**
 * Retry a server error (5xx) or a lost connection once. Never a 4xx: bad input, not found and 401
 * will not change, a 429 says to wait (its message says how long), and 408 is our own "the
 * connection is slow" timeout, which a retry on the same slow link would only make longer.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const { code } = toApiError(error);
  return code >= 500 && failureCount < RETRY_COUNT;
}

/** The single place errors become toasts, so each error is shown once. */
export function toastError(error: unknown, meta: ErrorToastMeta | undefined): void {
  if (meta?.errorToast === false) return;
  const apiError = toApiError(error);
  if (meta?.quietStatuses?.includes(apiError.code)) return;
  if (apiError.reason && meta?.quietReasons?.includes(apiError.reason)) return;
  const text = meta?.errorToast ? translate(meta.errorToast, { message: apiError.message }) : apiError.message;
  // The id makes a burst of identical failures (several queries, one outage) one toast.
  notify.error(text, { id: text });
}

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    queryCache: new QueryCache({ onError: (error, query) => toastError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastError(error, mutation.meta),
    }),
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: STALE_TIME_MS,
        // Kept data must outlive the persister's maxAge, or it is collected before it is restored.
        gcTime: PERSIST_MAX_AGE_MS,
        // Try once even offline (the service worker may answer from its cache), then pause quietly.
        networkMode: 'offlineFirst',
        // Back online, what is on screen may be hours old even if "fresh": ask again.
        refetchOnReconnect: 'always',
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

// react-query assumes online until an `offline` event: a page opened without a connection must
// know at once, or its first queries fail, retry and toast instead of pausing.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The app's one QueryClient. */
export const queryClient = createQueryClient();
