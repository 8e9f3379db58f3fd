import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { card, header, title as titleStyle, type CardVariants } from './card.css';

type CardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> &
  CardVariants & {
    /** The card's heading (h2); it also names the card for screen readers. */
    title?: string;
    /** Beside the heading: a button, a count. */
    action?: ReactNode;
  };

/** A surface that groups one thing (a form, a price, an address), with its heading when it has one. */
export function Card({ padding, className, title, action, children, ...props }: CardProps) {
  const titleId = useId();
  return (
    <section className={[card({ padding }), className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined} {...props}>
      {title ? (
        <div className={header}>
          <h2 id={titleId} className={titleStyle}>
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
