/*
 * Tracking codes of Chinese couriers, without zod, so the PWA can use the rule in any bundle (the
 * /track route, the search field, links): letters, digits and dashes (YT…, SF…, JT…, plain digits),
 * at most TRACK_CODE_MAX_LENGTH. The first character is a letter or digit: `-`, `---` or `-1` are no
 * codes, and a code starting with `-`, `=`, `+` or `@` would be a formula when staff open an export in
 * a spreadsheet. Codes are compared upper-cased.
 */

export const TRACK_CODE_MAX_LENGTH = 40;

const TRACK_CODE_CHARACTERS = /^[A-Za-z0-9-]+$/;
const TRACK_CODE_FIRST = /^[A-Za-z0-9]/;

/** Why a typed code is no code, in the order the checks run (contract/parcel.ts says each in words). */
export type TrackCodeProblem = 'empty' | 'tooLong' | 'characters' | 'first';

/** What is wrong with a typed code (already trimmed), or null when it is one. */
export function trackCodeProblem(code: string): TrackCodeProblem | null {
  if (code.length === 0) return 'empty';
  if (code.length > TRACK_CODE_MAX_LENGTH) return 'tooLong';
  if (!TRACK_CODE_CHARACTERS.test(code)) return 'characters';
  if (!TRACK_CODE_FIRST.test(code)) return 'first';
  return null;
}

export const isTrackCode = (code: string) => trackCodeProblem(code) === null;
