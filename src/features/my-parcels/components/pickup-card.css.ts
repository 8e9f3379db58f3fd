import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
});
/** The code and its QR as one button: together at the top, a tap shows them large. */
export const codeBlock = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '@media': { [media.wide]: { maxWidth: 520 } },
});
export const codeText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const showLarge = style({ marginTop: vars.space.xs, color: vars.color.primary, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const large = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });
export const largeCode = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: '3rem',
  fontWeight: 800,
  letterSpacing: '0.15em',
});
export const largeQr = style({ width: 'min(80vw, 320px)', height: 'auto', aspectRatio: '1', background: '#fff', padding: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });
export const codeLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  // Six digits beside the QR on a 320 px phone, full size from a wider screen.
  fontSize: `clamp(1.5rem, 7vw, ${vars.fontSize.display})`,
  overflowWrap: 'anywhere',
  fontWeight: 800,
  letterSpacing: '0.15em',
});
export const hint = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const qr = style({
  flex: 'none',
  width: 136,
  height: 136,
  background: '#fff',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  '@media': { [media.narrow]: { width: 112, height: 112 } },
});
export const parcels = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const parcel = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const trackCode = style({ fontFamily: vars.font.mono, fontWeight: 700, overflowWrap: 'anywhere' });
export const finished = style({
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const finishedTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });
export const whereToCollect = style({
  marginTop: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.success}`,
});
/** "3 ачааны үнэ тогтоогоогүй байна": under the heading, so the amount is not read as covering them. */
export const unpriced = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 700, color: vars.color.text });
/** "Таны үлдэгдэл 5,000 ₮: …": under the heading's amount, which it lowers at the counter. */
export const credit = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 600, color: vars.color.text });
