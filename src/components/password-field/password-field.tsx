import { useState, type ComponentPropsWithRef } from 'react';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { EyeIcon, EyeOffIcon } from '@/components/icons/icons';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import * as styles from './password-field.css';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | null;
};

/**
 * A masked password input with a show/hide toggle ("Нууц үг харуулах", its pressed state saying which
 * way it is), labelled and tied to its error like every field.
 */
export function PasswordField({ label, error, className, ...props }: PasswordFieldProps) {
  const t = useT(accountCatalogue);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input
            type={visible ? 'text' : 'password'}
            className={`${fieldStyles.control} ${styles.input}`}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...control}
            {...props}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('account.showPassword')}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
