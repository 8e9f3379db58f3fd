import type { PhoneCodePurpose } from '@contract';
import { Button } from '@/components/button/button';
import { useRequestPhoneCode } from '@/data/phone/phone-code';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { useT } from '@/i18n/i18n';
import * as styles from './auth-form.css';

type CodeRequestButtonProps = {
  phone: string;
  purpose: PhoneCodePurpose;
  /** Checks the phone before asking (a form's own check); false stops the request. */
  canSend?: () => boolean;
};

/** "Код авах", then "Дахин код авах" with where the code went. A 429 toasts the server's words (wait N minutes). */
export function CodeRequestButton({ phone, purpose, canSend = () => true }: CodeRequestButtonProps) {
  const t = useT(phoneCatalogue);
  const request = useRequestPhoneCode();
  const sent = request.isSuccess ? request.variables.phone : null;
  return (
    <div className={styles.codeRequest}>
      <Button variant="outline" block pending={request.isPending} onClick={() => canSend() && request.mutate({ phone, purpose })}>
        {sent ? t('phone.sendAgain') : t('phone.sendCode')}
      </Button>
      {sent ? (
        <p className={styles.note} role="status">
          {t('phone.codeSent', { phone: sent })}
        </p>
      ) : null}
    </div>
  );
}
