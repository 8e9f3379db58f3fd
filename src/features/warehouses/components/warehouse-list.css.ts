import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.lg,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'border-color 120ms ease, transform 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.primary, transform: 'translateY(-1px)' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const lineIcon = style({ flexShrink: 0, marginTop: 2 });

export const chevron = style({ color: vars.color.primary });

export const intro = style({ marginBottom: vars.space.lg, color: vars.color.textMuted });
