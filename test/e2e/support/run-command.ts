import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

export function runCommand(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * Builds the PWA into `outDir`. NODE_ENV pinned: called from a test runner (NODE_ENV=test) Vite
 * would bundle React's development build.
 */
export function buildPwa(outDir: string): void {
  runCommand('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { NODE_ENV: 'production' });
}

/** `distDir` when given (a build made earlier), else a fresh build in `workDir`: the folder to serve. */
export function builtPwa(workDir: string, distDir?: string): string {
  if (distDir) {
    // A mistyped BENCH_DIST would otherwise serve 404s and be measured as if they were pages.
    if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '_ssr'))) {
      throw new Error(
        `${distDir} holds no build (index.html and _ssr/): build one with \`npx vite build --outDir ${distDir}\`, or leave BENCH_DIST unset`,
      );
    }
    return distDir;
  }
  const outDir = join(workDir, 'dist');
  buildPwa(outDir);
  return outDir;
}
