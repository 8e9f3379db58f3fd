import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 640 });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const value = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const valueText = style({ fontWeight: 600, wordBreak: 'break-word' });

export const phoneBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const phoneLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: 600,
});

export const phoneForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
