import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { outlinedBox } from '@/styles/surfaces.css';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const choices = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  fontFamily: vars.font.mono,
});

export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.primary });

export const textarea = style({ minHeight: 72, resize: 'vertical' });

export const requestList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const request = style([
  outlinedBox,
  { display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.surface },
]);

export const requestHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const codes = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

/** Apart from the status chips below it on "Миний ачаа". */
export const panel = style({ marginBottom: vars.space.lg });

export const choiceCode = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** What the request costs before it is sent: the parcels' fees, the delivery fee, the total. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
globalStyle(`${summary} dd`, { margin: 0, textAlign: 'right', fontWeight: 600 });
export const summaryTotal = style({ fontWeight: 800, fontSize: vars.fontSize.lg });
