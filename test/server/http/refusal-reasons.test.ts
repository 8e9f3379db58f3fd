import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '@contract/error-reasons';
import { HttpError, conflict, forbidden, tooManyRequests } from '../../../server/lib/http-error';

const SERVER = new URL('../../../server/', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

/**
 * A refusal (403, 409, 429) tells the PWA why with a `reason`: HttpError, conflict() and
 * forbidden() do not compile without one. This catches the other road, an answer built by hand
 * (`reply.code(409).send(…)`, `{ statusCode: 409, … }`): the reason must be within its next lines.
 */
describe('refusals carry a reason', () => {
  it('has no hand-built 403, 409 or 429 answer without a reason in the server', () => {
    const refusal = /\.(?:code|status)\(\s*(?:403|409|429)\s*\)|statusCode:\s*(?:403|409|429)\b|code:\s*(?:403|409|429)\b/;
    const missing: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (
          refusal.test(line) &&
          !lines
            .slice(index, index + 4)
            .join('\n')
            .includes('reason')
        ) {
          missing.push(`${relative(SERVER, file)}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('gives the helpers a reason, and a plain rate limit its own', () => {
    expect(conflict('x', 'CHANGED_MEANWHILE').reason).toBe('CHANGED_MEANWHILE');
    expect(forbidden('x', 'STAFF_ONLY').reason).toBe('STAFF_ONLY');
    expect(tooManyRequests(3).reason).toBe('RATE_LIMITED');
    expect(new HttpError(404, 'x').reason).toBeUndefined();
    // @ts-expect-error: a 409 without a reason does not compile.
    expect(new HttpError(409, 'x').reason).toBeUndefined();
    // @ts-expect-error: nor does a 403.
    expect(() => new HttpError(403, 'x')).not.toThrow();
  });

  it('keeps every reason a word of capitals, defined once', () => {
    expect(new Set(ERROR_REASONS).size).toBe(ERROR_REASONS.length);
    for (const reason of ERROR_REASONS) expect(reason).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
  });
});
