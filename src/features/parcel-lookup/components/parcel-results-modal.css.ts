import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const total = style({ marginBottom: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, letterSpacing: '0.02em', wordBreak: 'break-all' });

export const price = style({ fontWeight: 800, textAlign: 'right', whiteSpace: 'nowrap' });

export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'right', whiteSpace: 'nowrap' });

export const timeline = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const timelineActions = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const trackLink = style({ color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.sm });
