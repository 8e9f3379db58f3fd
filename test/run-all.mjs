#!/usr/bin/env node
// Runs every check `npm test` promises and ends with the plain summary CI reads: `N passed, N failed`.
// Type check and lint count as one test each; vitest runs report their own counts through JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'achaa-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

// Each stage's time in the log: where CI's minutes go, without a second run to find out.
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const at = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(at)}`);
  return result.status === 0;
}

function countCheck(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function countVitest(label, args, env = {}) {
  const outputFile = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`], env);
  if (!existsSync(outputFile)) {
    totals.failed += 1;
    failures.push(`${label} (no report: the run crashed)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  // A file that fails to load has no tests to count; it still has to count as a failure.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + brokenFiles;
  if (!ok || report.numFailedTests + brokenFiles > 0) failures.push(label);
  if (report.numTotalTests === 0) {
    totals.failed += 1;
    failures.push(`${label} (ran no test)`);
  }
}

countCheck('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// The service worker has its own tsconfig (WebWorker lib) and must type-check too.
if (existsSync('src/sw/tsconfig.json')) countCheck('type check (service worker)', 'npx', ['tsc', '--noEmit', '-p', 'src/sw/tsconfig.json']);
countCheck('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
countCheck('format', 'npx', ['prettier', '--check', '.']);
countVitest('unit and component tests (server on SQLite)', []);
if (process.env.TEST_DATABASE_URL) {
  countVitest('server tests on PostgreSQL', ['--project', 'server'], { DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server suite ran on SQLite only.');
}
countVitest('end-to-end tests in Chromium', ['--config', 'test/e2e/vitest.config.ts']);

console.log(`\nEvery stage: ${seconds(started)}.`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
