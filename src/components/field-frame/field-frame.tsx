import { useId, type ReactNode } from 'react';
import * as styles from './field-frame.css';

/** What the control inside a frame must carry: its id (for the label) and its tie to the error. */
export type ControlAttributes = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  error?: string | null;
  className?: string;
  /** Draws the control (input, select, textarea) with the attributes that label it and tie it to the error. */
  children: (control: ControlAttributes) => ReactNode;
};

/** Every field's label, control and announced error (role alert, aria-invalid, aria-describedby), laid out once. */
export function FieldFrame({ label, error, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
