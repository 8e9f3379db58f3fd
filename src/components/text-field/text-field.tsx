import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as styles from '@/components/field-frame/field-frame.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string | null;
};

/** A labelled input whose error is announced and tied to it. */
export function TextField({ label, error, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input className={styles.control} {...control} {...props} />}
    </FieldFrame>
  );
}
