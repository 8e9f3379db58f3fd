/** Fixed-window counters: what the login lock and the per-IP limits need, shared (Redis) or in memory. */
export interface RateLimitStore {
  /** `shared` counts are seen by every instance (Redis); `local` ones only by this process. */
  readonly scope: 'shared' | 'local';
  /**
   * Counts one hit; the window starts at the first hit and lasts `windowMs`. Never fails: a shared
   * store that cannot be reached counts in this process instead, so plain per-IP limits keep working.
   */
  hit(key: string, windowMs: number): Promise<WindowState>;
  /**
   * Counts one attempt against `quota` in one atomic step, before the attempt is evaluated, so
   * parallel attempts cannot all slip under the limit. The attempt that finds the quota spent
   * (count `max + 1`) locks the key: its window then ends `lockMs` from that moment.
   * Throws `RateLimitStoreUnavailable` when a shared store cannot be reached.
   */
  take(key: string, quota: AttemptQuota): Promise<WindowState>;
  /** Gives one counted attempt back (one never evaluated); nothing once the window has ended. Throws like `take`. */
  giveBack(key: string): Promise<void>;
  /** Throws like `take`. */
  reset(key: string): Promise<void>;
  /** Whether the store answers right now (the health check). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface AttemptQuota {
  max: number;
  windowMs: number;
  lockMs: number;
}

export interface WindowState {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/** The shared store did not answer: login fails closed on it rather than guessing a count. */
export class RateLimitStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('rate-limit store unavailable', { cause });
    this.name = 'RateLimitStoreUnavailable';
  }
}
