import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    padding: `${vars.space.xxl} ${vars.space.lg}`,
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const iconWrap = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: 360 });
