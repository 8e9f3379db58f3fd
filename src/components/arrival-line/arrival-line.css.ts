import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, gridColumn: '1 / -1' });
