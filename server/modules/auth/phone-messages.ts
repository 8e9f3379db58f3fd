import { PHONE_CODE_TTL_MINUTES } from '@contract';
import { HttpError } from '../../lib/http-error';
import type { CodeCheck } from './phone-codes';

/** The Mongolian answers of phone verification and password recovery. */
export const phoneMessages = {
  notVerified: 'Утасны дугаараа баталгаажуулна уу. Баталгаажсаны дараа энэ дугаарын ачаа танд харагдана',
  codeWrong: 'Баталгаажуулах код буруу байна',
  codeWrongLast: 'Баталгаажуулах код буруу байна. Шинэ код авна уу',
  codeExpired: 'Баталгаажуулах кодын хугацаа дууссан эсвэл хүчингүй болсон. Шинэ код авна уу',
  /** Recovery: the same words whether the phone has an account or not. */
  resetCodeRefused: 'Баталгаажуулах код буруу эсвэл хугацаа нь дууссан байна',
  verifyOtherPhone: 'Зөвхөн өөрийн бүртгэлийн утасны дугаарыг баталгаажуулна',
  tooManyCodes: 'Хэт олон код хүслээ. Түр хүлээгээд дахин оролдоно уу',
  /** An account's codes of the day, a phone's codes of the day, and the company's SMS budget. */
  accountCodesSpent: 'Өнөөдөр хэт олон код хүслээ. Маргааш дахин оролдоно уу',
  phoneCodesSpent: 'Энэ дугаарт өнөөдөр хэт олон код илгээлээ. Маргааш дахин оролдоно уу, эсвэл ажилтнаас тусламж аваарай',
  smsBudgetSpent: 'Одоогоор SMS код илгээх боломжгүй байна. Нэг цагийн дараа дахин оролдоно уу, эсвэл ажилтнаас тусламж аваарай',
  customerNotFound: 'Энэ дугаартай харилцагч олдсонгүй',
  adminOnly: 'Харилцагчийн нууц үгийг зөвхөн админ сэргээнэ',
  smsNotConfigured: 'SMS илгээх үйлчилгээ тохируулаагүй тул кодыг харилцагчийн утсанд илгээж чадахгүй',
  // Latin letters: a GSM-7 SMS holds 160 characters, a Cyrillic (UCS-2) one only 70, and every part costs.
  /**
   * The SMS: Latin letters (every phone shows them, one SMS part), and a last line `@host #code` in
   * the WebOTP format, so Chrome on Android offers the code to the page on that host alone.
   */
  smsText: (code: string, host: string) =>
    `Achaa: tanii batalgaajuulah kod ${code}. ${PHONE_CODE_TTL_MINUTES} minut huchintei. Hend ch buu helegtun.\n\n@${host} #${code}`,
} as const;

/** A failed code check as the API answers it: 400 with what went wrong. */
export function codeRefused(check: Exclude<CodeCheck, { kind: 'ok' }>): HttpError {
  if (check.kind === 'expired') return new HttpError(400, phoneMessages.codeExpired, {}, 'CODE_REFUSED');
  return new HttpError(400, check.triesLeft > 0 ? phoneMessages.codeWrong : phoneMessages.codeWrongLast, {}, 'CODE_REFUSED');
}
