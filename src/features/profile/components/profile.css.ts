import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.lg,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const passwordCard = style({ maxWidth: 520 });
