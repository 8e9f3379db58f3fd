import { z } from 'zod';

/*
 * Characters no text field takes:
 * - C0 and C1 control characters: PostgreSQL refuses NUL outright (error 22021), the others are
 *   invisible junk in a name or an address;
 * - the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a name read
 *   differently from how it is stored ("trojan source");
 * - lone UTF-16 surrogates: JSON can carry them, but they are not Unicode text and break on the way
 *   into a database, a CSV file or another program.
 * Multi-line fields (a note typed in a textarea) keep tabs and line breaks.
 */
// U+2028/U+2029 break lines where no line break is allowed (and JavaScript strings in old engines);
// U+FFFE and U+FFFF are noncharacters.
const FORMAT_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029\\uFFFE\\uFFFF';
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const FORBIDDEN_IN_LINE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${FORMAT_CONTROLS}]|${LONE_SURROGATE}`);
const FORBIDDEN_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${FORMAT_CONTROLS}]|${LONE_SURROGATE}`);

export function hasForbiddenCharacters(text: string, { multiLine = false } = {}): boolean {
  return (multiLine ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(text);
}

export const forbiddenCharactersMessage = (label: string) => `${label} хэрэглэж болохгүй тэмдэгттэй байна`;

/** A one-line text field: trimmed, required, bounded, and free of the characters above. */
export const lineText = (label: string, max: number) =>
  z
    .string({ error: `${label} оруулна уу` })
    .trim()
    .min(1, { error: `${label} оруулна уу` })
    .max(max, { error: `${label} ${max} тэмдэгтээс урт байж болохгүй` })
    .refine((text) => !hasForbiddenCharacters(text), { error: forbiddenCharactersMessage(label) });

/** A free-text field that may span lines (a note); may be empty. */
export const multiLineText = (label: string, max: number) =>
  z
    .string({ error: `${label} текст байна` })
    .trim()
    .max(max, { error: `${label} ${max} тэмдэгтээс урт байж болохгүй` })
    .refine((text) => !hasForbiddenCharacters(text, { multiLine: true }), { error: forbiddenCharactersMessage(label) });

/**
 * An address as people type it, internationalised domains included (user@монгол.мн, user@bücher.de):
 * zod's default email pattern takes only ASCII domains. The local part stays ASCII, as mail servers
 * without SMTPUTF8 need it; each domain label is letters, marks and digits with inner hyphens; the
 * top level is letters or an `xn--` punycode label.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9-]+)$/iu;
