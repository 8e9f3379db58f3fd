import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const menu = style({ position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.lg})` });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
