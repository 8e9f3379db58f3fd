import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

/** The screens' main two-column split (the wider side first); one column on phones. */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});
