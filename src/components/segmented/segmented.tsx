import { useId } from 'react';
import { useAdoptEarlyValue } from '@/hooks/use-adopt-early-value';
import { takeChosenBefore } from '@/lib/typed-before-render';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './segmented.css';

type SegmentedProps<Value extends string> = {
  legend: string;
  /** The radios' name, when a plain HTML submit of the form should carry the choice (else one of its own). */
  name?: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/**
 * A two-or-three way choice as native radios (arrow keys, screen readers) drawn as one pill; a choice
 * tapped before the app started is kept.
 */
export function Segmented<Value extends string>({ legend, name: givenName, value, options, onChange }: SegmentedProps<Value>) {
  const ownName = useId();
  const name = givenName ?? ownName;
  const adoptRef = useAdoptEarlyValue<HTMLFieldSetElement>({
    value,
    // The radio tapped before the app started: still checked when hydrated, kept when rendered afresh.
    read: (group) =>
      options.find((option) => takeChosenBefore(option.value))?.value ?? group.querySelector<HTMLInputElement>('input:checked')?.value,
    adopt: (shown) => {
      const chosen = options.find((option) => option.value === shown);
      if (chosen) onChange(chosen.value);
    },
  });
  return (
    <fieldset ref={adoptRef} className={styles.group}>
      <legend className={visuallyHidden}>{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className={styles.option}>
            <input
              id={id}
              className={styles.input}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id} className={styles.label}>
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
