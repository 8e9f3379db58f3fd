import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { ChevronDownIcon } from '@/components/icons/icons';
import * as styles from './select-field.css';

export type SelectOption<Value extends string> = { value: Value; label: string };

type SelectFieldProps<Value extends string> = Omit<ComponentPropsWithRef<'select'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  /** A first, empty choice ("Сонгоно уу") for a field that starts unchosen. */
  placeholder?: string;
  error?: string | null;
};

/** A native select (the phone's own picker, the keyboard's arrows on a desk), labelled and tied to its error like every field. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  className,
  ...props
}: SelectFieldProps<Value>) {
  // A saved value no longer in the list (renamed soum, old data) stays choosable rather than vanishing.
  const choices = value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className={styles.wrapper}>
          <select
            className={`${fieldStyles.control} ${styles.select}`}
            value={value}
            onChange={(event) => onChange(event.target.value as Value)}
            {...control}
            {...props}
          >
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </div>
      )}
    </FieldFrame>
  );
}
