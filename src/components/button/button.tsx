import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useT } from '@/i18n/i18n';
import { button, spinner, type ButtonVariants } from './button.css';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /**
     * A request this button sent is on the way: a spinner and `pendingLabel` ("Илгээж байна…" unless
     * given) replace the text, and a click does nothing. The button stays focusable (aria-disabled, not
     * disabled), and since pressing Enter in a field clicks a form's submit button, Enter is stopped too.
     */
    pending?: boolean;
    pendingLabel?: string;
  };

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  pending = false,
  pendingLabel,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  'aria-busy': ariaBusy,
  ...props
}: ButtonProps) {
  const t = useT();
  const classes = [button({ variant, size, block }), className].filter(Boolean).join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={classes}
      aria-busy={pending || ariaBusy || undefined}
      aria-disabled={pending || ariaDisabled || undefined}
      // What the page's early-input guard announces while it holds this submit (contract/early-input-script.ts).
      data-pending-label={type === 'submit' ? (pendingLabel ?? t('pending.send')) : undefined}
      onClick={click}
    >
      {pending ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {pendingLabel ?? t('pending.send')}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export { button as buttonClass };
