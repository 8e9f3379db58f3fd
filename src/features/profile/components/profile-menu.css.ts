import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const list = style([
  side,
  {
    padding: 0,
    gap: 0,
    overflow: 'hidden',
  },
]);

const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
});

export const sideItem = style([
  itemBase,
  {
    borderRadius: vars.radius.md,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primaryHover },
    },
  },
]);

export const listItem = style([
  itemBase,
  {
    minHeight: 56,
    padding: `${vars.space.md} ${vars.space.lg}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    },
  },
]);

export const itemLabel = style({ flex: 1 });

export const logout = style({ color: vars.color.danger });

export const chevron = style({ color: vars.color.textMuted });
