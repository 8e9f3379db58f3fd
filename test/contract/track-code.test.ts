import { isTrackCode, TRACK_CODE_MAX_LENGTH, trackCodeProblem, trackCodeSchema } from '@contract';
import { describe, expect, it } from 'vitest';

/* The one tracking-code rule: the zod-free check the PWA uses and the API's schema agree. */

const cases: [code: string, problem: ReturnType<typeof trackCodeProblem>][] = [
  ['YT7512340000001', null],
  ['sf1400112233445', null],
  ['JD-0123', null],
  ['7'.repeat(TRACK_CODE_MAX_LENGTH), null],
  ['', 'empty'],
  ['7'.repeat(TRACK_CODE_MAX_LENGTH + 1), 'tooLong'],
  ['YT 123', 'characters'],
  ['YT123\u0000', 'characters'],
  ['ЯТ123', 'characters'],
  ['-1', 'first'],
  ['---', 'first'],
];

describe('the tracking-code rule', () => {
  it.each(cases)('%j: %s', (code, problem) => {
    expect(trackCodeProblem(code)).toBe(problem);
    expect(isTrackCode(code)).toBe(problem === null);
    // The schema refuses exactly what the check refuses (after its own trim).
    expect(trackCodeSchema.safeParse(code).success).toBe(problem === null);
  });

  it('upper-cases what it accepts', () => {
    expect(trackCodeSchema.parse('  sf1400112233445 ')).toBe('SF1400112233445');
  });
});
