import { useCallback, useState, type FormEvent } from 'react';
import type { FieldErrors, FormCheck, TextValues } from '@/lib/form-checks';

/*
 * The one way a form holds its fields and says what is wrong: `useForm` keeps the typed text and
 * one message per field; a check from lib/form-checks.ts (usually the contract's schema, through
 * `parsedBy` or `checkedBy`) decides on submit what is sent.
 */

/**
 * The text of a form's fields and one error under each. `field(name)` gives an input (or textarea)
 * its name, value, error and change handler; changing a field removes its error, since the person is
 * fixing it. `submit(check, send)` makes the form's submit handler: it shows the check's errors, or
 * clears them and sends its data.
 */
export function useForm<Values extends TextValues>(initial: Values, initialErrors: FieldErrors<keyof Values & string> = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);

  const setValue = useCallback((name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  /** Changes several fields at once, from their current text (a scanner may have typed more meanwhile). */
  const update = useCallback((changes: (current: Values) => Partial<Values>) => {
    setValues((current) => ({ ...current, ...changes(current) }));
  }, []);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  const reset = (next: Values = initial) => {
    setValues(next);
    setErrors({});
  };

  function submit<Data>(
    check: FormCheck<Values, Data>,
    send: (data: Data) => void,
    onInvalid?: (errors: FieldErrors<keyof Values & string>) => void,
  ) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const result = check(values);
      if (!result.ok) {
        setErrors(result.errors);
        onInvalid?.(result.errors);
        return;
      }
      setErrors({});
      send(result.data);
    };
  }

  return { values, errors, setErrors, setValue, update, field, reset, submit };
}
