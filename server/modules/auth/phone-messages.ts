import { PHONE_CODE_TTL_MINUTES } from '@contract';
import { caseMessages, reasonMessages } from '@contract/reason-messages';
import { HttpError } from '../../lib/http-error';
import type { CodeCheck } from './phone-codes';

/** The Mongolian answers of phone verification and password recovery; a refusal's words are its reason's (contract/reason-messages.ts). */
export const phoneMessages = {
  verifyOtherPhone: 'Зөвхөн өөрийн бүртгэлийн утасны дугаарыг баталгаажуулна',
  customerNotFound: 'Энэ дугаартай харилцагч олдсонгүй',
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
  const { expired, wrongLast } = caseMessages.CODE_REFUSED;
  const words = check.kind === 'expired' ? expired : check.triesLeft > 0 ? reasonMessages.CODE_REFUSED : wrongLast;
  return new HttpError(400, words, {}, 'CODE_REFUSED');
}
