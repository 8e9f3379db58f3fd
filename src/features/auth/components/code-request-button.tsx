import { useEffect, useRef, useState } from 'react';
import type { PhoneCodePurpose } from '@contract';
import { Button } from '@/components/button/button';
import { useRequestPhoneCode } from '@/data/phone/phone-code';
import { minutesAndSeconds, useSecondsLeft } from '@/hooks/use-time-left';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { useT } from '@/i18n/i18n';
import * as styles from './auth-form.css';

/** 14:05 of a moment (ms since the epoch), on the phone's clock. */
const clockTime = (at: number) => {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/** How long after a code the next may be asked for: the SMS usually arrives well within it. */
export const RESEND_AFTER_MS = 60_000;

type CodeRequestButtonProps = {
  phone: string;
  purpose: PhoneCodePurpose;
  /** Checks the phone before asking (a form's own check); false stops the request. */
  canSend?: () => boolean;
  /** Asks for the code as soon as it is shown (right after registering): nothing to press first. */
  sendAtOnce?: boolean;
};

/**
 * "Код авах", then where the code went and when the next one may be asked ("Дахин код авах" waits a
 * minute, counting down). A 429 toasts the server's words (wait N minutes).
 */
export function CodeRequestButton({ phone, purpose, canSend = () => true, sendAtOnce = false }: CodeRequestButtonProps) {
  const t = useT(phoneCatalogue);
  const request = useRequestPhoneCode();
  const [nextAt, setNextAt] = useState(0);
  const secondsLeft = useSecondsLeft(nextAt);
  const send = () => request.mutate({ phone, purpose }, { onSuccess: () => setNextAt(Date.now() + RESEND_AFTER_MS) });
  const ask = () => {
    if (secondsLeft === 0 && canSend()) send();
  };
  // Once, on the first render: a ref, not state, so a re-render (or Strict Mode's second effect) sends nothing more.
  const askedAtOnce = useRef(false);
  useEffect(() => {
    if (!sendAtOnce || askedAtOnce.current) return;
    askedAtOnce.current = true;
    send();
  });
  const sent = request.isSuccess ? request.variables.phone : null;
  const waiting = secondsLeft > 0;
  return (
    <div className={styles.codeRequest}>
      <Button variant="outline" block pending={request.isPending} aria-disabled={waiting || undefined} onClick={ask}>
        {waiting ? t('phone.sendAgainIn', { time: minutesAndSeconds(secondsLeft) }) : sent ? t('phone.sendAgain') : t('phone.sendCode')}
      </Button>
      {sent ? (
        <p className={styles.note} role="status">
          {t('phone.codeSent', { phone: sent })} {waiting ? t('phone.nextCodeAt', { time: clockTime(nextAt) }) : null}
        </p>
      ) : null}
    </div>
  );
}
