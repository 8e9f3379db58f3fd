/*
 * Calls to the outside services of payments (QPay, PosAPI): a timeout on every call, and retries
 * with a growing pause for calls that are safe to repeat (reads, cancels). A call that creates
 * something (an invoice, a receipt) is made once: repeated after a lost answer it could create two.
 */

/** Why an outside service failed, for the log; `message` is Mongolian, fit for the customer. */
export class OutsideServiceError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    /** The service answered 4xx: repeating the same call will not help. */
    readonly refused = false,
    /** The HTTP status the service answered, when it answered one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutsideServiceError';
  }
}

export interface RetryPolicy {
  attempts: number;
  /** The first pause; each next one is twice as long. */
  baseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 300 };

/** Runs `call` until it succeeds, is refused (4xx) or has used its attempts. */
export async function withRetries<T>(policy: RetryPolicy, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const final = attempt >= policy.attempts || (error instanceof OutsideServiceError && error.refused);
      if (final) throw error;
      await new Promise((resolve) => setTimeout(resolve, policy.baseMs * 2 ** (attempt - 1)));
    }
  }
}

/** fetch with a timeout; a network failure or timeout becomes an OutsideServiceError with `message`. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number, message: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new OutsideServiceError(message, `${init.method ?? 'GET'} ${new URL(url).pathname}: ${(error as Error).message}`);
  }
}

/** The JSON body of an answer that must be 2xx, else an OutsideServiceError (4xx refused, 5xx retried). */
export async function jsonOf(response: Response, message: string): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const refused = response.status >= 400 && response.status < 500;
    throw new OutsideServiceError(message, `HTTP ${response.status}: ${text.slice(0, 300)}`, refused, response.status);
  }
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    throw new OutsideServiceError(message, `not JSON: ${text.slice(0, 100)}`);
  }
}

/** The service says what we asked about does not exist (404). */
export const isNotFoundThere = (error: unknown): boolean => error instanceof OutsideServiceError && error.status === 404;
