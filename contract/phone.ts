/*
 * Mongolian mobile numbers, without zod, so the PWA can use them in any bundle. Numbers are 8 digits
 * (the national significant number) and mobiles begin with the operators' prefixes of the national
 * numbering plan, as libphonenumber's metadata for MN lists them: 50, 55, 60, 66, 69, 80, 81, 830,
 * 831, 85, 86, 88, 89, 90, 91, 920, 923, 929, 93–99. Fixed lines (1x, 2x, 5x) and VoIP (7x) are not
 * mobiles, and no operator issues a number of one repeated digit (00000000, 99999999).
 */
const MOBILE_PATTERN = /^(?:(?:83[01]|92[039])\d{5}|(?:5[05]|6[069]|8[015689]|9[013-9])\d{6})$/;
const ONE_REPEATED_DIGIT = /^(\d)\1{7}$/;

/** What people type or paste, reduced to the 8 digits: `+976 9911-2233`, `976 99 11 22 33` → `99112233`. */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s\-–.()]/g, '');
  const national = compact.replace(/^(?:\+|00)?976(?=\d{8}$)/, '');
  return national;
}

export function isMongolianMobile(phone: string): boolean {
  return MOBILE_PATTERN.test(phone) && !ONE_REPEATED_DIGIT.test(phone);
}

/** Mongolian phone numbers have 8 digits (glossary, Formats); an office line may be any of them. */
export const PHONE_PATTERN = /^\d{8}$/;

/** What is wrong with a typed number as a customer's mobile. */
export type PhoneProblem = 'empty' | 'digits' | 'notMobile';

/**
 * The one phone check (the contract's phoneSchema, the PWA's forms, the server's page search):
 * what is wrong with a normalised number (normalizePhone), or null when it is a Mongolian mobile.
 */
export function phoneProblem(phone: string): PhoneProblem | null {
  if (phone === '') return 'empty';
  if (!PHONE_PATTERN.test(phone)) return 'digits';
  return isMongolianMobile(phone) ? null : 'notMobile';
}
