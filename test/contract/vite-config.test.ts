import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The build says only what matters: every build printed Vite's warning about config
 * imports without a file extension four times, and a newcomer could not tell it from a real problem.
 */
describe('vite.config.ts', () => {
  it('loads without a warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'warn', logger);
    expect(warnings).toEqual([]);
  });

  it('turns off the bundler-timings block, which listed our slow-by-design prerender as if it were a warning', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'silent');
    expect(loaded?.config.build?.rolldownOptions?.checks).toMatchObject({ bundlerTimings: false });
  });
});
