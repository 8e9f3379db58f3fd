import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  padding: `${vars.space.xxl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, #2f6bea 60%, #3b82f6 100%)`,
  color: vars.color.onPrimary,
  '@media': { [media.narrow]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const heroArt = style({
  position: 'absolute',
  right: -20,
  // Flush with the bottom: the drawing's road and both wheels stay inside the card.
  bottom: 0,
  width: 260,
  opacity: 0.9,
  pointerEvents: 'none',
  '@media': { [media.narrow]: { display: 'none' } },
});

export const headline = style({
  position: 'relative',
  maxWidth: 560,
  fontSize: vars.fontSize.display,
  lineHeight: 1.15,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [media.narrow]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({
  position: 'relative',
  maxWidth: 520,
  marginTop: vars.space.md,
  opacity: 0.95,
  '@media': { [media.narrow]: { marginTop: vars.space.sm, fontSize: vars.fontSize.sm } },
});

export const connect = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const connectTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const connectText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const platforms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const platform = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 64,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: 'inherit',
  textAlign: 'left',
  width: '100%',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'border-color 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const platformName = style({ flex: 1 });

export const chevron = style({ color: vars.color.primary });
