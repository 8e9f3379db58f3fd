import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-errors';

type TextValues = Record<string, string>;

/**
 * Values and per-field errors of a small form. `field(name)` gives an input (or select, textarea)
 * its value, error and change handler; changing a field removes its error, since the person is fixing it.
 */
export function useFormState<Values extends TextValues>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});

  const setValue = useCallback((name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setErrors, setValue, field, reset };
}
