import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../../vite.aliases.ts';

/** End-to-end: Debian's Chromium through playwright-core against the built app on the real server. */
export default defineConfig({
  // Paths below are from the repository root, wherever vitest is started from.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    testTimeout: 60_000,
    // A page under load can take seconds to settle; a poll gives up only after this.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 240_000,
  },
});
