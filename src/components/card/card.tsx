import type { ComponentPropsWithoutRef } from 'react';
import { card, type CardVariants } from './card.css';

type CardProps = ComponentPropsWithoutRef<'section'> & CardVariants;

/** A surface that groups one thing (a form, a price, an address). */
export function Card({ padding, className, ...props }: CardProps) {
  return <section className={[card({ padding }), className].filter(Boolean).join(' ')} {...props} />;
}
