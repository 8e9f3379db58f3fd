import { useRef } from 'react';
import { Button } from '@/components/button/button';
import { PhoneField } from '@/components/phone-field/phone-field';
import { useStoredUser } from '@/data/session/stored-user';
import { useForm } from '@/hooks/use-form';
import { useT } from '@/i18n/i18n';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import type { CheckResult } from '@/lib/form-checks';
import { clearVisitorPhone, readTypedPhone, setVisitorPhone, useVisitorPhone } from '@/lib/visitor-phone';
import * as styles from './cargo-address-detail.css';

/** The phone that fills `{phone}` in the address: the signed-in customer's, else the one this visitor gave. */
export function useAddressPhone(): { phone: string | null; signedIn: boolean } {
  const user = useStoredUser();
  const visitorPhone = useVisitorPhone();
  return user ? { phone: user.phone, signedIn: true } : { phone: visitorPhone, signedIn: false };
}

type PhoneValues = { phone: string };

/**
 * Says why the phone stays in the address, and shows whose phone fills it: a visitor without one is
 * asked once (the login's rule), and may change it later. `inputRef` lets a copy button ask for it.
 */
export function AddressPhone({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const t = useT(journeyCatalogue);
  const { phone, signedIn } = useAddressPhone();
  const form = useForm<PhoneValues>({ phone: '' });
  const problems = { empty: t('journey.phoneEmpty'), length: t('journey.phoneLength'), notMobile: t('journey.phoneNotMobile') };
  const check = ({ phone: typed }: PhoneValues): CheckResult<PhoneValues, string> => {
    const read = readTypedPhone(typed);
    return 'phone' in read ? { ok: true, data: read.phone } : { ok: false, errors: { phone: problems[read.problem] } };
  };

  return (
    <div className={styles.phoneBox}>
      <p className={styles.hint}>{t('journey.phoneWhy')}</p>
      {phone ? (
        <p className={styles.phoneLine}>
          <span>{t('journey.phoneYours', { phone })}</span>
          {signedIn ? null : (
            <Button variant="ghost" size="sm" onClick={() => clearVisitorPhone()}>
              {t('journey.phoneChange')}
            </Button>
          )}
        </p>
      ) : (
        <form className={styles.phoneForm} onSubmit={form.submit(check, setVisitorPhone)} noValidate>
          <PhoneField ref={inputRef} label={t('journey.phoneAsk')} {...form.field('phone')} />
          <Button type="submit" variant="primary">
            {t('journey.phoneSave')}
          </Button>
        </form>
      )}
    </div>
  );
}

/** Focuses the phone field and says why nothing was copied. */
export function useAskForPhone() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  return { inputRef, ask: () => inputRef.current?.focus() };
}
