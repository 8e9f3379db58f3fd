import { normalizePhone } from '@contract/phone';
import { TextField, type TextFieldProps } from '@/components/text-field/text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'type' | 'maxLength'> & {
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * A Mongolian phone number as people type or paste it: `+976 9911-2233` becomes `99112233` as it
 * arrives (no length cap cuts a pasted prefix off), on a number pad. The form checks the shape.
 */
export function PhoneField({ onChange, inputMode = 'numeric', autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode={inputMode}
      autoComplete={autoComplete}
      onChange={(event) => onChange({ target: { value: normalizePhone(event.target.value) } })}
      {...props}
    />
  );
}
