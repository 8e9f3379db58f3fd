import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const step = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 800,
});
