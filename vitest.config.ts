import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { aliases } from './vite.aliases.ts';

/** Unit and component tests: the PWA in jsdom with msw, the contract's rules, the server through app.inject(). */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { alias: aliases },
        test: {
          name: 'pwa',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/pwa/**/*.test.{ts,tsx}'],
          setupFiles: ['test/pwa/setup.ts'],
          restoreMocks: true,
          // jsdom renders of whole routes take seconds on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: aliases },
        // The rules shared by both sides (contract/), in plain Node.
        test: { name: 'contract', environment: 'node', include: ['test/contract/**/*.test.ts'] },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          // better-sqlite3 and pg pools do not like being shared across worker threads.
          pool: 'forks',
          // A fork runs file after file: a fresh process per file re-imported the whole server (Fastify,
          // Kysely, the AWS SDK…) each time, which was most of this project's time. Each file still builds
          // its own app on its own database; what the server keeps at module level is per database
          // (arrival/road-times.ts) or per app (lib/metrics.ts has a registry of its own).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
