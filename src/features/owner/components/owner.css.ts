import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

/* The owner's view: figures, charts with their tables, the staff list and the audit rows. */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const figures = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const figure = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0 });
export const chart = style({ width: '100%', minHeight: 240, overflow: 'hidden' });
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const periodFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  alignItems: 'end',
});
export const summary = style({ cursor: 'pointer', fontWeight: 600, minHeight: vars.size.touch, display: 'flex', alignItems: 'center' });
export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 600,
  border: 0,
  cursor: 'pointer',
});
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const staffControls = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const disabled = style({ color: vars.color.textMuted });
export const change = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** An audit row's changed fields, one a line. */
export const changes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

/* The part switcher, as the staff screen's (wrapping on a phone rather than scrolling). */
export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  marginBottom: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  flexWrap: 'wrap',
});
export const tab = style({
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.primaryHover, boxShadow: vars.shadow.card },
    '&:hover': { color: vars.color.text },
  },
});

/** A warning of the e-barimt panel (PosAPI unreachable, not sent for a day, few lotteries left). */
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});
