import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  '@media': {
    // On a phone the chips scroll sideways instead of wrapping into a tall block.
    [media.narrow]: { flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: vars.space.sm, scrollbarWidth: 'thin' },
  },
});

export const chip = style({
  flexShrink: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
});

export const stale = style({ opacity: 0.6, transition: 'opacity 120ms ease' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const trackCode = style({ fontFamily: vars.font.mono, fontWeight: 700, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const cardFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const price = style({ color: vars.color.text, fontWeight: 700 });
