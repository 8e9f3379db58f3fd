import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { openPhoneVerifyDialog } from '@/data/session/phone-verify-dialog';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { useT } from '@/i18n/i18n';
import * as styles from './auth-form.css';

/**
 * Shown on the profile and instead of "Миний ачаа" while the account has not proved its phone: why
 * its parcels are not listed, and "Баталгаажуулах" (the code, or the counter where there is no SMS).
 */
export function PhoneNotVerifiedNotice() {
  const t = useT(phoneCatalogue);
  return (
    <Card title={t('phone.notVerified')} action={<Button onClick={() => openPhoneVerifyDialog()}>{t('phone.verify')}</Button>}>
      <p className={styles.note}>{t('phone.notVerifiedLead')}</p>
    </Card>
  );
}
