import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '@contract/error-reasons';
import { caseMessages, reasonMessages } from '@contract/reason-messages';

/** A message a person can read: Mongolian words (Cyrillic), not a reason's code or an empty string. */
const isMongolian = (words: unknown) => typeof words === 'string' && /[А-Яа-яӨөҮүЁё]/.test(words);

describe('the refusals’ words keyed by reason', () => {
  it.each(ERROR_REASONS)('%s has its Mongolian words', (reason) => {
    const words: unknown = reasonMessages[reason];
    // A function builds them from what the refusal names (a code, an amount, a status: a backward move here).
    const said = typeof words === 'function' ? (words as (...args: unknown[]) => unknown)('SENT', 'RECEIVED') : words;
    expect(isMongolian(said)).toBe(true);
  });

  it('holds no words for a reason that does not exist', () => {
    expect(Object.keys(reasonMessages).sort()).toEqual([...ERROR_REASONS].sort());
    for (const reason of Object.keys(caseMessages)) expect(ERROR_REASONS).toContain(reason);
  });

  it('gives each case of a reason its own words, unlike the reason’s own', () => {
    for (const [reason, cases] of Object.entries(caseMessages)) {
      for (const words of Object.values(cases)) {
        expect(isMongolian(words)).toBe(true);
        expect(words).not.toBe(reasonMessages[reason as keyof typeof caseMessages]);
      }
    }
  });
});
