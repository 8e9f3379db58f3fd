import { useId, type ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '@/components/icons/icons';
import * as fieldStyles from '@/components/text-field/text-field.css';
import { errorAttributes, FieldFrame } from './field-frame';
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
  // A saved value no longer in the list (renamed soum, old data) stays choosable rather than vanishing.
  const choices = typeof value === 'string' && value && !options.includes(value) ? [value, ...options] : options;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className={styles.selectControl}>
        <select id={id} className={`${fieldStyles.input} ${styles.select}`} {...errorAttributes(id, error)} value={value} {...props}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.selectChevron} />
      </div>
    </FieldFrame>
  );
}
