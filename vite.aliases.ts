import { fileURLToPath } from 'node:url';

/** The same aliases as tsconfig.json's paths, for Vite, Vitest and the server's bundler-free run. */
export const aliases = {
  '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};
