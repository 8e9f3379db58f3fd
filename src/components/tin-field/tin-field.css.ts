import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const looking = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const company = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const companyLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const companyName = style({ fontWeight: 700, fontSize: vars.fontSize.md, color: vars.color.text });

export const companyTin = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
