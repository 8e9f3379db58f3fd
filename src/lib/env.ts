declare global {
  interface ImportMetaEnv {
    /** Base address of the API; `/api` (same origin, proxied by Vite in development) when unset. */
    readonly VITE_API_URL?: string;
  }
}

function readApiUrl(value: string | undefined): string {
  const url = value?.trim() || '/api';
  // ofetch joins paths itself; a trailing slash would only produce `//`.
  return url.replace(/\/+$/, '');
}

/** Environment, read once at start-up. */
export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
} as const;
