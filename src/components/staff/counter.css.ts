import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

/* The counter ("Олгох"), the measures on intake and the day report. */

export const measures = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const measuresGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const customer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
});
export const customerName = style({ fontWeight: 800 });

export const parcelRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});
export const shelf = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  minWidth: '4.5ch',
  textAlign: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
});
export const noShelf = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, background: vars.color.surfaceMuted });
export const parcelText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const fee = style({ fontWeight: 800, whiteSpace: 'nowrap', textAlign: 'right' });
export const onTheWay = style({ opacity: 0.55, cursor: 'default', gridTemplateColumns: 'minmax(0, 1fr) auto' });
export const paidMark = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const unpaidMark = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 700 });
/** Why no cash is taken now (an open QPay invoice): in place of the ways of paying. */
export const noCash = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  padding: `${vars.space.md} 0`,
});
/** The customer's credit taken off, above the total. */
export const creditLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.success,
  margin: 0,
});
export const methods = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });
export const method = style({
  minHeight: 56,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primaryHover },
  },
});
export const done = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
});
export const doneActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const figures = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const figure = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});
export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const tableWrap = style({ overflowX: 'auto' });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const voided = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const exportRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  alignItems: 'end',
});

/** The optional company registration number (B2B e-barimt), apart from the payment buttons. */
export const tinField = style({ marginTop: vars.space.md });

/** The counter's QPay invoice: its QR large enough for a phone's camera across the counter. */
export const qpay = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });
export const qpayTitle = style({ display: 'flex', gap: vars.space.sm, margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const qpayImage = style({ width: 220, height: 220, background: '#fff', padding: vars.space.sm, borderRadius: vars.radius.md });

/** The till: "Авсан мөнгө", the quick amounts and the change in large type, readable across the counter. */
export const till = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const quickCash = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const changeLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: 700,
});
export const changeAmount = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.success });
export const readyParcel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
/** A ready parcel's buttons, in one row that wraps: "Үнэ оруулах" (unpriced) and "Жин, хэмжээ, тавиур" never touch. */
export const parcelActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
});
/** The fee entry, once open, takes the whole row. */
export const priceForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  flexBasis: '100%',
});

/** A receipt of the day report: on a phone one column (its number and time, the sum, the codes, then reprint and undo) so the buttons never squeeze the text. */
export const reportReceipt = style({
  // Doubled, so it wins over the list row's two columns whatever order the stylesheets load in.
  '@media': { [media.narrow]: { selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
});
