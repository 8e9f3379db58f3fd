import { useEffect } from 'react';
import { phoneVerifyRequestSchema } from '@contract';
import { Button } from '@/components/button/button';
import { SubmitButton } from '@/components/button/submit-button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { useCodeDelivery, useVerifyPhone } from '@/data/phone/phone-code';
import { closePhoneVerifyDialog, usePhoneVerifySendsCode } from '@/data/session/phone-verify-dialog';
import { useStoredUser } from '@/data/session/stored-user';
import { useForm } from '@/hooks/use-form';
import { useWebOtp } from '@/hooks/use-web-otp';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import { formStack } from '@/styles/form.css';
import * as styles from './auth-form.css';
import { CodeRequestButton } from './code-request-button';

/**
 * "Утасны дугаар баталгаажуулах", after a registration and from the profile: a code to the account's
 * own phone, or, where this server has no SMS, the counter. "Дараа" closes it: the account works,
 * only its phone's parcels wait.
 */
export function VerifyPhoneModal() {
  const t = useT(phoneCatalogue);
  const user = useStoredUser();
  const delivery = useCodeDelivery();
  // Signed out meanwhile (logout, an ended session): nothing to verify, and nothing to reopen at the next login.
  useEffect(() => {
    if (!user) closePhoneVerifyDialog();
  }, [user]);
  if (!user) return null;
  return (
    <Modal title={t('phone.verifyTitle')} onClose={closePhoneVerifyDialog}>
      <div className={formStack}>
        <p className={styles.note}>{t('phone.notVerifiedLead')}</p>
        {delivery.data === undefined ? <Spinner /> : null}
        {delivery.data === 'counter' ? <CounterNote /> : null}
        {delivery.data === 'sms' || delivery.data === 'server-log' ? (
          <VerifyPhoneForm phone={user.phone} devLog={delivery.data === 'server-log'} />
        ) : null}
      </div>
    </Modal>
  );
}

function CounterNote() {
  const t = useT(phoneCatalogue);
  return (
    <>
      <p className={styles.note}>{t('phone.atCounter')}</p>
      <Button block onClick={closePhoneVerifyDialog}>
        {t('phone.later')}
      </Button>
    </>
  );
}

function VerifyPhoneForm({ phone, devLog }: { phone: string; devLog: boolean }) {
  const t = useT(phoneCatalogue);
  const verify = useVerifyPhone();
  const sendAtOnce = usePhoneVerifySendsCode();
  const form = useForm({ code: '' });
  const send = ({ code }: { code: string }) =>
    verify.mutate(code, {
      onSuccess: () => {
        notify.success(t('phone.verified'));
        closePhoneVerifyDialog();
      },
      onError: (error) => {
        if (error.reason === 'CODE_REFUSED') form.setErrors({ code: error.message });
      },
    });
  // The SMS's code offered by the browser (Android Chrome): filled in and sent with one tap.
  useWebOtp(true, (code) => {
    form.setValue('code', code);
    send({ code });
  });
  return (
    <form className={formStack} onSubmit={form.submit(parsedBy(phoneVerifyRequestSchema), send)} noValidate>
      <p className={styles.note}>{t('phone.verifyLead', { phone })}</p>
      {devLog ? <p className={styles.note}>{t('phone.devLog')}</p> : null}
      <CodeRequestButton phone={phone} purpose="verify" sendAtOnce={sendAtOnce} />
      <TextField label={t('phone.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...form.field('code')} />
      <SubmitButton pending={verify.isPending} label={t('phone.verify')} />
      <Button variant="ghost" block onClick={closePhoneVerifyDialog}>
        {t('phone.later')}
      </Button>
    </form>
  );
}
