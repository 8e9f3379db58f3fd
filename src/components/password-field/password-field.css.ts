import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const control = style({ position: 'relative' });

// Room on the right for the show/hide button so long passwords never run under it.
export const input = style({ paddingRight: `calc(${vars.size.touch} + ${vars.space.xs})` });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: 2,
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
  },
});
