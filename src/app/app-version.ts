declare global {
  /** Set by vite.config.ts `define`: package version + commit. */
  const __APP_VERSION__: string;
}

/** Outside a Vite build (unit tests) there is no define; they get a fixed value. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'test';
