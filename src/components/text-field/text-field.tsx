import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as styles from '@/components/field-frame/field-frame.css';
import { useAdoptEarlyValue } from '@/hooks/use-adopt-early-value';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string | null;
};

/** A labelled input whose error is announced and tied to it; text typed before the app started is kept. */
export function TextField({ label, error, className, ref, ...props }: TextFieldProps) {
  const { value, onChange } = props;
  const adoptRef = useAdoptEarlyValue<HTMLInputElement>({
    value: value === undefined || !onChange ? undefined : String(value),
    read: (input) => input.value,
    adopt: (_shown, input) => onChange?.({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>),
    ref,
  });
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input className={styles.control} {...control} {...props} ref={adoptRef} />}
    </FieldFrame>
  );
}
