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

export const chipCount = style({
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const addForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const addTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const codes = style({ fontFamily: vars.font.mono, resize: 'vertical', minHeight: 80 });

export const addActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const found = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const foundList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const foundItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const foundCode = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  cursor: 'pointer',
});

export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const claimItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  justifyContent: 'space-between',
});

/** The intake photos' heading, the same quiet label as the timeline's above it. */
export const photosTitle = style({
  margin: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});
