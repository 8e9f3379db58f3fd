import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.lg });
export const amount = style({ margin: 0, fontSize: vars.fontSize.display, fontWeight: 800, textAlign: 'center' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
export const banks = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const bank = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
});
export const bankLogo = style({ width: 32, height: 32, borderRadius: vars.radius.sm, objectFit: 'contain', flexShrink: 0 });
export const bankText = style({ display: 'grid', minWidth: 0 });
export const bankDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 });
export const qr = style({
  width: 240,
  height: 240,
  justifySelf: 'center',
  background: '#fff',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: 600,
});
export const paid = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  textAlign: 'center',
});
export const ebarimt = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
export const ebarimtTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });
export const lottery = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '0.08em',
});
export const ebarimtQr = style({ width: 168, height: 168, background: '#fff', padding: vars.space.sm, borderRadius: vars.radius.md });
export const payButton = style({ justifySelf: 'start' });

const breathe = keyframes({ '0%, 100%': { opacity: 0.3 }, '50%': { opacity: 1 } });
/** A quiet "still waiting" mark beside the text (a spinner would say "Уншиж байна" too). */
export const pulse = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.primary,
  flexShrink: 0,
  animation: `${breathe} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** "Байгууллагаар баримт авах": a checkbox line above the pay button. */
export const companyToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.sm} 0`,
});

/** Choosing what to pay: one line per parcel, its code and what it owes, large enough to tap. */
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});
export const choiceCode = style({ fontFamily: vars.font.mono, fontWeight: 600, overflowWrap: 'anywhere' });
export const choiceFee = style({ fontWeight: 700, whiteSpace: 'nowrap' });

/** "Төлбөрүүд": one tappable line per payment. */
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const historyItem = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.md} 0`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});
export const historyHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const historyMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
