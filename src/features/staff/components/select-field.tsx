import { useId, type ComponentPropsWithRef } from 'react';
import * as styles from './staff.css';

type SelectFieldProps<Value extends string> = Omit<ComponentPropsWithRef<'select'>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A labelled native select: the phone's own picker, the keyboard's arrows on a desk. */
export function SelectField<Value extends string>({ label, value, options, onChange, ...props }: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label className={styles.selectLabel} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as Value)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
