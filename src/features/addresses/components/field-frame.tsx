import type { ReactNode } from 'react';
import * as fieldStyles from '@/components/text-field/text-field.css';

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
};

/** Label, control and announced error laid out like TextField, for controls it does not cover (select, textarea). */
export function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its FieldFrame error. */
export function errorAttributes(id: string, error?: string | null) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}
