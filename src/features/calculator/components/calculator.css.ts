import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const priceCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr 1fr' } },
});

export const priceCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const feeCard = style({
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  '@media': { [media.narrow]: { gridColumn: '1 / -1' } },
});

export const priceLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, opacity: 0.85 });

export const priceValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800, letterSpacing: '-0.01em' });

export const feeValue = style({ fontSize: vars.fontSize.xxl });

export const sample = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });

export const form = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.lg });

export const parts = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const part = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: '2px solid transparent',
});

export const partWinner = style({ background: vars.color.primarySoft, borderColor: vars.color.primary });

// The name, mark and badge wrap at 375 px rather than squeezing the ✓ to nothing or pushing the row wider.
export const partName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontWeight: 600,
});

export const partMark = style({ flexShrink: 0 });

export const partValue = style({ fontWeight: 800, whiteSpace: 'nowrap' });

export const illustrations = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const figureImage = style({ width: '100%', height: 'auto', maxHeight: 170, borderRadius: vars.radius.md });

export const figureTitle = style({ fontWeight: 700 });

export const figureText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rules = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const savedAt = style({ marginTop: vars.space.sm });

/** "Хаалганд хүргэх төлбөр: 5,000 ₮" under the fee's parts. */
export const deliveryFee = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
