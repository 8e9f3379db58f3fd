import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 760 });

export const item = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: 56,
  padding: `0 ${vars.space.xl}`,
  border: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.primary,
  transition: 'transform 160ms ease',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
  color: vars.color.text,
  // `display: flex` would otherwise beat the closed panel's `hidden` attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});
