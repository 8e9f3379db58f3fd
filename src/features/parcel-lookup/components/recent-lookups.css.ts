import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const check = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const value = style({ fontFamily: vars.font.mono, fontWeight: 700, wordBreak: 'break-all' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const notice = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
