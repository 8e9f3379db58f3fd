import { hasForbiddenCharacters } from './text';

/*
 * Track codes found in whatever a customer pastes into "Трак код бүртгүүлэх": a Taobao or
 * Pinduoduo logistics share text, a courier's SMS, a list. A pure function: the register form
 * reads the paste with it, and the tests (test/contract/share-text.test.ts) hold it to real samples.
 *
 * The formats are the usual ones of the couriers that carry to Erenhot:
 * - YTO «YT» + 13 digits, J&T «JT» + 13 digits, SF «SF» + 12–15 digits, Yunda «YD» + 13–15 digits,
 *   JD «JD» (+ up to 4 letters, «JDVA») + 10–15 digits;
 * - EMS international (UPU S10): 2 letters, 9 digits, 2 letters («EA123456789CN»);
 * - ZTO, STO, Yunda, EMS domestic and the rest: plain runs of 12–15 digits. Shorter runs are phones
 *   (11 digits in China, 8 in Mongolia) and dates; Taobao's order numbers are 18–19 digits.
 */

/** What a paste may hold at most: a long share text is a few hundred characters. */
export const SHARE_TEXT_MAX = 10_000;
/** The note a found code suggests is cut to the parcel note's length (contract/parcel-journey.ts). */
const NOTE_MAX = 100;
/** More codes than this in one paste is not a shop's share text. */
const CODES_MAX = 50;

const LETTERED = String.raw`(?:YT\d{13}|JT\d{13}|SF\d{12,15}|YD\d{13,15}|JD[A-Z]{0,4}\d{10,15}|[A-Z]{2}\d{9}[A-Z]{2})`;
const DIGITS = String.raw`\d{12,15}`;
/** A code stands alone: no Latin letter or digit glued to either side (Chinese and Cyrillic may be). */
const CODE_PATTERN = new RegExp(String.raw`(?<![A-Za-z0-9])(?:${LETTERED}|${DIGITS})(?![A-Za-z0-9])`, 'gi');

/** Labels around a code that say nothing about what is inside, dropped from the suggested note. */
const LABELS =
  /(包裹\d*|快递单号|运单号|物流单号|快递编号|单号|运单|快递公司|快递|物流|圆通速递|圆通|极兔速递|极兔|顺丰速运|顺丰|中通快递|中通|申通快递|申通|韵达快递|韵达|京东物流|京东快递|京东|邮政EMS|中国邮政|邮政|EMS|YTO|ZTO|STO|трак\s*код(ууд)?|track(ing)?\s*(code|no\.?|number)?|код)[:：]?/giu;
/** Punctuation, symbols and spaces: what is trimmed from a note's ends once the code and labels are gone. */
const EDGE_CHARACTER = /[\s\p{P}\p{S}]/u;
/** Bracket pairs a note keeps whole at its ends ("【淘宝】…" stays so): an opener is kept when its closer follows. */
const BRACKET_PAIRS: Record<string, string> = { '【': '】', '(': ')', '（': '）', '[': ']', '「': '」', '《': '》', '〔': '〕' };
const CLOSERS = new Map(Object.entries(BRACKET_PAIRS).map(([opener, closer]) => [closer, opener]));
/** A bracket pair left empty once the code inside it is gone ("运动鞋 【YT…】" → "运动鞋 【 】"). */
const EMPTY_BRACKETS = /[【(（[「《〔]\s*[】)）\]」》〕]/gu;
/** A line whose text says something (letters of any script, not only punctuation and digits). */
const SAYS_SOMETHING = /\p{L}{2,}/u;

export interface FoundCode {
  trackCode: string;
  /** The text around the code (its line, or the line before when its own says nothing), as a note. */
  note: string;
}

/** A text refused names why (`refused`, a key of shareTextMessages) for code to branch on, and says it (`message`) for people. */
export type ShareTextReading = { ok: true; codes: FoundCode[] } | { ok: false; refused: keyof typeof shareTextMessages; message: string };

export const shareTextMessages = {
  tooLong: `Хуулсан текст ${SHARE_TEXT_MAX.toLocaleString('en-US')} тэмдэгтээс урт байна: трак код орсон хэсгийг нь хуулна уу`,
  forbidden: 'Хуулсан текстэд хэрэглэж болохгүй тэмдэгт (жишээ нь NUL) байна: текстийг дахин хуулна уу',
  noCodes: 'Хуулсан текстээс трак код олдсонгүй',
} as const;

/** The text without the punctuation at its ends, except a bracket whose pair stays inside the text. */
function trimEdges(text: string): string {
  let start = 0;
  let end = text.length;
  const trimmable = (index: number, pair: string | undefined, rest: string) =>
    EDGE_CHARACTER.test(text.charAt(index)) && !(pair && rest.includes(pair));
  while (start < end && trimmable(start, BRACKET_PAIRS[text.charAt(start)], text.slice(start + 1, end))) start++;
  while (end > start && trimmable(end - 1, CLOSERS.get(text.charAt(end - 1)), text.slice(start, end - 1))) end--;
  return text.slice(start, end);
}

function noteFrom(line: string): string {
  const cleaned = trimEdges(line.replace(CODE_PATTERN, ' ').replace(LABELS, ' ').replace(EMPTY_BRACKETS, ' ').replace(/\s+/g, ' '));
  return SAYS_SOMETHING.test(cleaned) ? cleaned.slice(0, NOTE_MAX).trim() : '';
}

/** The track codes in a pasted text, each once (first place wins), with the text around it as its note. */
export function findTrackCodes(text: string): ShareTextReading {
  if (text.length > SHARE_TEXT_MAX) return { ok: false, refused: 'tooLong', message: shareTextMessages.tooLong };
  if (hasForbiddenCharacters(text, { multiLine: true })) return { ok: false, refused: 'forbidden', message: shareTextMessages.forbidden };
  const lines = text.split(/\r\n|\r|\n/);
  const found = new Map<string, FoundCode>();
  lines.forEach((line, index) => {
    for (const match of line.matchAll(CODE_PATTERN)) {
      const trackCode = match[0].toUpperCase();
      if (found.has(trackCode) || found.size >= CODES_MAX) continue;
      const previous = lines
        .slice(0, index)
        .reverse()
        .find((earlier) => earlier.trim() && !new RegExp(CODE_PATTERN.source, 'i').test(earlier));
      const note = noteFrom(line) || (previous === undefined ? '' : noteFrom(previous));
      found.set(trackCode, { trackCode, note });
    }
  });
  if (found.size === 0) return { ok: false, refused: 'noCodes', message: shareTextMessages.noCodes };
  return { ok: true, codes: [...found.values()] };
}

/** Text that is only codes, one a line (what the field took before): registered as typed, no offer needed. */
export const isPlainCodeList = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .every((line) => /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(line));
