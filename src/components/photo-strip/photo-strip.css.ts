import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const strip = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const thumb = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'block',
});
