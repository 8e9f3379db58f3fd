import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { control as fieldControl } from '@/components/field-frame/field-frame.css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  marginBottom: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  // Five tabs do not fit a phone's row: they wrap to a second row rather than hide behind a scroll.
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

/** Form beside its running list on wide screens; stacked on phones, form first. */
export const split = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 4fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' });

// In a grid row it spans the columns; in a wrapping row (scanRow) it takes a line of its own.
export const full = style({ gridColumn: '1 / -1', flexBasis: '100%' });

/** Three short numbers: one row on a desk, wrapping on a phone. */
export const pricesGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' });

/** A scanned code is read back by eye: large, monospaced, not auto-capitalised by the keyboard. */
export const codeInput = style({});
globalStyle(`${codeInput} input`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.lg, letterSpacing: '0.02em' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.md });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });

/** A field with its button beside it, the button level with the input, not the label. */
export const fieldWithButton = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});
export const besideInput = style({ marginTop: 26, minHeight: 48 });

export const checkRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  fontWeight: 600,
  cursor: 'pointer',
});

export const checkbox = style({ width: 22, height: 22, marginTop: 1, accentColor: vars.color.primary, flexShrink: 0 });
export const checkText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

/** The CSV screen's file and text boxes, laid out and drawn like every field (FieldFrame). */
export { field as selectField, label as selectLabel } from '@/components/field-frame/field-frame.css';
export const textarea = style([
  fieldControl,
  { minHeight: 140, padding: vars.space.md, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm },
]);

const flashFrames = keyframes({ from: { boxShadow: `0 0 0 6px ${vars.color.success}` }, to: { boxShadow: `0 0 0 0 transparent` } });

/** The last save, flashed green so a worker looking at the parcel, not the screen, still catches it. */
export const flash = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
  marginBottom: vars.space.sm,
  animation: `${flashFrames} 900ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `2px ${vars.space.md}`,
  alignItems: 'center',
  // Status badges keep their own width instead of stretching across the column.
  justifyItems: 'start',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

/**
 * A row of a scan or import list, laid out for a phone: the code whole on the left, its badge beside it
 * while there is room and on the next line when not, then the customer, price or error on lines of their own.
 */
export const scanRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `2px ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

/** A track code read back by eye: never broken in the middle ("MA75000000000 / 01" was read as two). */
export const wholeCode = style({ flex: '1 0 auto', fontFamily: vars.font.mono, fontWeight: 700, whiteSpace: 'nowrap' });

export const name = style({ fontWeight: 700 });
export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${scanRow} > ${meta}`, { flexBasis: '100%' });
export const errorText = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** Next-status choices are big: they are tapped with gloves, between boxes. */
export const statusButtons = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' });
export const statusButton = style({ minHeight: 56 });
/** Damaged is a report, not a step forward: set apart so it is not tapped by habit. */
export const brokenButton = style({
  color: vars.color.danger,
  borderColor: vars.color.danger,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger } },
});

// Three tiles side by side on a desk; on a phone one slim row each ("Шинэчлэгдэнэ" does not fit a third of 375 px).
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const counter = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '@media': {
    [media.narrow]: { flexDirection: 'row', alignItems: 'baseline', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` },
  },
});
export const counterValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const warehouseItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { [media.narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexShrink: 0,
  '@media': { [media.narrow]: { justifyContent: 'flex-start' } },
});

export const customer = style({ display: 'inline', overflowWrap: 'anywhere' });

/** The parcel's customer on a line of its own under the saved code, big enough to copy onto the box. */
export const flashCustomer = style({ display: 'block', marginTop: vars.space.xs, fontSize: vars.fontSize.lg });

/** The line after a status move, with its undo button while it lasts. */
export const undoBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
});

/** The CSV file zone: a labelled button in the screen's language, and room to drop a file on. */
export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

export const fileInput = style({});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** A preview row that gives a parcel to another phone: it must not pass unnoticed. */
export const customerChange = style({ background: vars.color.dangerSoft, borderColor: vars.color.danger });
export const customerChangeText = style({ color: vars.color.danger, fontWeight: 700 });

/** A row's own action (a batch row's Буцаах): under its status badge, on the right. */
export const rowAction = style({ gridColumn: 2, justifySelf: 'end', marginLeft: 'auto' });

/** Who pre-registered a scanned code: stands out, since Enter gives them the parcel. */
export const claimant = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

/** A claim: who and what on the left, the decision on the right (below on a phone). */
export const claimRow = style([listItem, { '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } } }]);

export const claimText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

/** One pickup point of the contacts form: its fields framed together. */
export const pickupPoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

/** A secondary button in a column form keeps its own width (a full-width outline reads as a field). */
export const startAligned = style({ alignSelf: 'flex-start' });

/** The staff screen's language switch (Монгол / English / 中文), at the end of the page header. */
export const languageSwitch = style({ display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${vars.space.sm})` });
