import { useId, useState, type ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/icons/icons';
import * as fieldStyles from '@/components/text-field/text-field.css';
import * as styles from './password-field.css';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  /** The toggle's accessible name, e.g. "Нууц үг харуулах"; its pressed state says which way it is. */
  toggleLabel: string;
  error?: string | null;
};

/** A masked password input with a show/hide toggle, labelled and tied to its error like TextField. */
export function PasswordField({ label, toggleLabel, error, className, ...props }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${fieldStyles.input} ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...props}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
