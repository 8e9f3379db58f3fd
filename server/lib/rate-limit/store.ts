/** A fixed-window counter: what the login lock and the per-IP limits need, shared or in memory. */
export interface RateLimitStore {
  /** Counts one hit; the window starts at the first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowState>;
  peek(key: string): Promise<WindowState | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface WindowState {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}
