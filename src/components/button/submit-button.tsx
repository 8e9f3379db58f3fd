import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's full-width submit button, disabled and marked busy while its request is on the way. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" block disabled={pending} aria-busy={pending}>
      {children}
    </Button>
  );
}
