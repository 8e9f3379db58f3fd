import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as styles from '@/components/field-frame/field-frame.css';
import { useAdoptEarlyValue } from '@/hooks/use-adopt-early-value';
import { takeTextTypedBefore } from '@/lib/typed-before-render';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string | null;
};

/**
 * What the field showed before the app started: the element's own text when the app hydrated it, or
 * the text kept from the server's element when the app rendered afresh over it (which also gives
 * the focus back).
 */
function textBeforeTheApp(input: HTMLInputElement): string {
  const kept = takeTextTypedBefore(input.name);
  if (kept.focused) input.focus();
  return input.value || (kept.text ?? '');
}

/** A labelled input whose error is announced and tied to it; text typed before the app started is kept. */
export function TextField({ label, error, className, ref, ...props }: TextFieldProps) {
  const { value, onChange } = props;
  const adoptRef = useAdoptEarlyValue<HTMLInputElement>({
    value: value === undefined || !onChange ? undefined : String(value),
    read: textBeforeTheApp,
    adopt: (shown, input) => {
      input.value = shown;
      onChange?.({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    },
    ref,
  });
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input className={styles.control} {...control} {...props} ref={adoptRef} />}
    </FieldFrame>
  );
}
