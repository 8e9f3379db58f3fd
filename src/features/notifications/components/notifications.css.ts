import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.lg });

export const label = style({ fontWeight: 600 });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });

/** A switch the size of a finger (44 px high target), its thumb on the right when on. */
export const toggle = style({
  flexShrink: 0,
  position: 'relative',
  width: 52,
  height: 32,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.border,
  cursor: 'pointer',
  padding: 0,
  margin: '6px 0',
  transition: 'background 150ms',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 4,
      left: 4,
      width: 24,
      height: 24,
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 150ms',
    },
    '&[aria-checked="true"]::after': { transform: 'translateX(20px)' },
  },
});
