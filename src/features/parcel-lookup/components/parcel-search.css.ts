import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, scrollMarginTop: 80 });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const titleIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
