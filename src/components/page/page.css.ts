import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBottom: vars.space.xl });

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [media.narrow]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({ color: vars.color.textMuted, maxWidth: 640 });

export const backRow = style({ marginBottom: vars.space.md });
