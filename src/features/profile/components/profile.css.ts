import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const passwordCard = style({ maxWidth: 520 });
