import { useId, type ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '@/components/icons/icons';
import * as fieldStyles from '@/components/text-field/text-field.css';
import * as styles from './address.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string | null;
};

/** A native select (the phone's own picker) with a label and an announced error, styled like TextField. */
export function SelectField({ label, options, placeholder, error, value, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // A saved value no longer in the list (renamed soum, old data) stays choosable rather than vanishing.
  const choices = typeof value === 'string' && value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.selectControl}>
        <select
          id={id}
          className={`${fieldStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          {...props}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.selectChevron} />
      </div>
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
