import { Button } from './button';

type SubmitButtonProps = { pending: boolean; pendingLabel?: string; label: string };

/** A form's full-width submit button: while its request is on the way, a spinner and `pendingLabel`, and no second send. */
export function SubmitButton({ pending, pendingLabel, label }: SubmitButtonProps) {
  return (
    <Button type="submit" block pending={pending} pendingLabel={pendingLabel}>
      {label}
    </Button>
  );
}
