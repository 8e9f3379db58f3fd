import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { translate } from '@/i18n/i18n';
import { env } from './env';

/** Every failed call becomes this: the API's `{code, message}` shape, message fit for a toast. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function pickMessage(message: unknown): string | null {
  // Validation libraries sometimes answer a list of messages; the first one is the most useful.
  const first: unknown = Array.isArray(message) ? message[0] : message;
  return typeof first === 'string' && first.trim() ? first : null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const body: unknown = error.data;
    const message = body && typeof body === 'object' && 'message' in body ? pickMessage(body.message) : null;
    const status = error.status ?? error.statusCode;
    if (message && status) return new ApiError(status, message);
  }
  return new ApiError(500, translate('error.server'));
}

type ApiErrorListener = (error: ApiError) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/** Lets a feature react to a class of errors (e.g. a 401 ending the session) without wrapping calls. */
export function onApiError(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => {
    apiErrorListeners.delete(listener);
  };
}

function absoluteBase(base: string): string {
  // Relative bases are resolved against the page so the same client works under jsdom and Node.
  return typeof location === 'undefined' ? base : new URL(base, location.origin).toString().replace(/\/+$/, '');
}

const client = ofetch.create({
  baseURL: absoluteBase(env.apiUrl),
  credentials: 'include',
  // react-query owns retrying, with the product's backoff.
  retry: 0,
});

/** Calls the API and throws only ApiError. */
export async function apiFetch<Data>(path: string, options?: FetchOptions<'json'>): Promise<Data> {
  try {
    return await client<Data>(path, options);
  } catch (error) {
    const apiError = toApiError(error);
    apiErrorListeners.forEach((listener) => listener(apiError));
    throw apiError;
  }
}
