import type { $Fetch, FetchError, FetchOptions } from 'ofetch';
import type { ErrorReason } from '@contract/error-reasons';
import { translate } from '@/i18n/i18n';
import { env } from './env';

/**
 * Every failed call becomes this: the API's `{code, message, reason?}` shape, message fit for a
 * toast. Code decides by `reason` (contract/error-reasons.ts), never by the message's words.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
    readonly retryAfterSeconds?: number,
    readonly reason?: ErrorReason,
    /** The whole error body, for a refusal that says more than its message (TRACK_CODE_TAKEN's `existing`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Our own code for a request that got no answer in time: the connection is slow, the server did not fail. */
export const TIMEOUT_CODE = 408;

/** How long any call may take before it is given up as slow (a caller may set its own `timeoutMs`). */
export const REQUEST_TIMEOUT_MS = 20_000;

function retryAfterOf(error: FetchError): number | undefined {
  const header = error.response?.headers.get('retry-after');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** "Please try again in 45 seconds" / "in 3 minutes": a Retry-After wait in words. */
export function waitInWords(seconds: number): string {
  return seconds < 90
    ? translate('error.wait', { seconds: Math.max(1, seconds) })
    : translate('error.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** 429s whose own message already says how long (a login lock) or why (the day's pre-registrations). */
const SELF_EXPLAINED_LIMITS: readonly ErrorReason[] = ['LOGIN_LOCKED', 'PREREGISTER_DAILY_LIMIT'];

/** A rate limit's own message when it already says how long or why, else one that says how long. */
function tooManyMessage(message: string, retryAfterSeconds: number | undefined, reason: ErrorReason | undefined): string {
  if (retryAfterSeconds === undefined || (reason && SELF_EXPLAINED_LIMITS.includes(reason))) return message;
  return `${translate('error.tooMany')}. ${waitInWords(retryAfterSeconds)}`;
}

function isTimeout(error: FetchError): boolean {
  const cause: unknown = error.cause;
  return typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'TimeoutError';
}

function pickMessage(message: unknown): string | null {
  // Validation libraries sometimes answer a list of messages; the first one is the most useful.
  const first: unknown = Array.isArray(message) ? message[0] : message;
  return typeof first === 'string' && first.trim() ? first : null;
}

/** By name, not `instanceof`: ofetch's class is only loaded with the first call (see `apiClient`). */
function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

/**
 * A reason by its shape (capitals and underscores), not looked up in the list: the list of every
 * reason would weigh on the first paint, and a reason this build does not know matches no branch.
 */
const looksLikeReason = (value: unknown): value is ErrorReason => typeof value === 'string' && /^[A-Z]+(?:_[A-Z]+)*$/.test(value);

/** The error body's fields, each read only when it has the shape the API gives it. */
function errorBody(data: unknown): { message: string | null; reason: ErrorReason | undefined } {
  if (!data || typeof data !== 'object') return { message: null, reason: undefined };
  return {
    message: 'message' in data ? pickMessage(data.message) : null,
    reason: 'reason' in data && looksLikeReason(data.reason) ? data.reason : undefined,
  };
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isFetchError(error)) return new ApiError(500, translate('error.server'));
  if (isTimeout(error)) return new ApiError(TIMEOUT_CODE, translate('error.slow'));
  const { message, reason } = errorBody(error.data);
  const status = error.status ?? error.statusCode;
  // No answer at all: the request never reached a server (no network, or the link dropped). Still
  // a 500 for the retry rule, but said as what the person can fix.
  if (!status) return new ApiError(500, translate('error.offline'));
  if (!message) return new ApiError(500, translate('error.server'));
  const retryAfterSeconds = retryAfterOf(error);
  const text = status === 429 ? tooManyMessage(message, retryAfterSeconds, reason) : message;
  return new ApiError(status, text, retryAfterSeconds, reason, error.data);
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

let client: Promise<$Fetch> | undefined;

/**
 * ofetch, with ufo and destr (about 5 KB gzip), arrives with the first call instead of before the
 * first paint: the prerendered screens hydrate from the server's HTML and data without calling the
 * API, and on a 400 kbit/s link those bytes held back the moment the search box works.
 */
function apiClient(): Promise<$Fetch> {
  client ??= import('ofetch').then(
    ({ ofetch }) =>
      ofetch.create({
        baseURL: absoluteBase(env.apiUrl),
        credentials: 'include',
        // react-query owns retrying, with the product's backoff.
        retry: 0,
      }),
    (error: unknown) => {
      // Asked again by the next call (a chunk that failed on a dropped connection may load then).
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * Loads the client ahead of the first call, so that call waits for one round trip (its own) rather
 * than two: when the page is idle after start-up, or at once when a search tapped before the app
 * started is waiting for it (contract/early-input-script.ts).
 */
export function warmApiClient(): void {
  apiClient().catch(() => undefined);
}

/** The caller's signal, also aborted as a TimeoutError after `ms` (AbortSignal.any is too new for some phones). */
function withTimeout(signal: AbortSignal | null | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request took too long', 'TimeoutError')), ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/** ofetch's own `timeout` is left out: it is ignored whenever a signal is given, which is always here. */
export type ApiFetchOptions = Omit<FetchOptions<'json'>, 'timeout'> & {
  /** Give up after this long with "the connection is slow" (default REQUEST_TIMEOUT_MS; 0: never). */
  timeoutMs?: number;
};

/** Calls the API and throws only ApiError. */
export async function apiFetch<Data>(path: string, { timeoutMs = REQUEST_TIMEOUT_MS, ...options }: ApiFetchOptions = {}): Promise<Data> {
  const timeout = timeoutMs > 0 ? withTimeout(options.signal, timeoutMs) : null;
  try {
    const fetchFromApi = await apiClient();
    return await fetchFromApi<Data>(path, { ...options, signal: timeout?.signal ?? options.signal });
  } catch (error) {
    const apiError = toApiError(error);
    apiErrorListeners.forEach((listener) => listener(apiError));
    throw apiError;
  } finally {
    timeout?.done();
  }
}
