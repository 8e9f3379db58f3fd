import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A form's fields one under another. */
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Two short fields side by side (family and given name) that stack when there is no room. */
export const fieldPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.lg,
});

/** The buttons closing a form, at its end. */
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
