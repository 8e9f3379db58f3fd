import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's full-width submit button: while its request is on the way, a spinner and `pendingLabel`, and no second send. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel?: string; children: ReactNode }) {
  return (
    <Button type="submit" block pending={pending} pendingLabel={pendingLabel}>
      {children}
    </Button>
  );
}
