import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const measures = style({ margin: 0, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** A dot per step on a line down the left; the current step's dot is filled. */
export const step = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  padding: `0 0 ${vars.space.md} ${vars.space.xl}`,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: 6,
  selectors: {
    '&:last-child': { borderLeftColor: 'transparent', paddingBottom: 0 },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -8,
      top: 2,
      width: 14,
      height: 14,
      borderRadius: '50%',
      border: `2px solid ${vars.color.primary}`,
      background: vars.color.surface,
    },
    '&[aria-current="step"]::before': { background: vars.color.primary },
  },
});

export const status = style({ fontWeight: 600 });

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
