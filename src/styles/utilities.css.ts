import { style } from '@vanilla-extract/css';
import { media } from './tokens';

/** Text for screen readers only (status words next to icons, field context). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Shown only at the product's narrow widths (≤768 px) or only on wide screens. */
export const narrowOnly = style({ '@media': { [media.wide]: { display: 'none !important' } } });
export const wideOnly = style({ '@media': { [media.narrow]: { display: 'none !important' } } });
