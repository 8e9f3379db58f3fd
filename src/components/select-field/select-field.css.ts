import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({ position: 'relative' });

/** The native arrow differs per browser; one drawn chevron looks the same everywhere. */
export const select = style({ appearance: 'none', paddingRight: 40, cursor: 'pointer' });

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
