import { isMongolianMobile } from '@contract/phone';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { useCodeDelivery, useRequestPhoneCode } from '@/data/phone/phone-code';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { useT } from '@/i18n/i18n';
import * as styles from './profile.css';

type NewPhoneCodeProps = {
  phone: string;
  field: { name: string; value: string; error?: string; onChange: (event: { target: { value: string } }) => void };
};

/**
 * Under a new phone in the edit modal: "Код авах" to that number and the code, which saves the new
 * phone verified. Where this server has no SMS, only the note: the new phone is verified at the counter.
 */
export function NewPhoneCode({ phone, field }: NewPhoneCodeProps) {
  const t = useT(phoneCatalogue);
  const delivery = useCodeDelivery();
  const request = useRequestPhoneCode();
  if (delivery.data === 'counter') return <p className={styles.hint}>{t('phone.atCounter')}</p>;
  if (delivery.data === undefined) return null;
  const sentTo = request.isSuccess ? request.variables.phone : null;
  return (
    <>
      <p className={styles.hint}>{t('phone.changeCodeHint')}</p>
      <Button
        variant="outline"
        pending={request.isPending}
        onClick={() => isMongolianMobile(phone) && request.mutate({ phone, purpose: 'change' })}
      >
        {sentTo === phone ? t('phone.sendAgain') : t('phone.sendCode')}
      </Button>
      {sentTo === phone ? <p className={styles.hint}>{t('phone.codeSent', { phone })}</p> : null}
      <TextField label={t('phone.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...field} />
    </>
  );
}
