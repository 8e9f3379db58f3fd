import { TIN_MAX_DIGITS } from '@contract';
import { TextField } from '@/components/text-field/text-field';

/** The company's taxpayer number (ТТД) for a B2B e-barimt: on the customer's pay button and at the counter. */
export function TinField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (tin: string) => void;
  className?: string;
}) {
  return (
    <TextField
      className={className}
      label={label}
      name="customerTin"
      inputMode="numeric"
      autoComplete="off"
      maxLength={TIN_MAX_DIGITS}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
