import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });
export const codeLabel = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.display,
  fontWeight: 800,
  letterSpacing: '0.15em',
});
export const hint = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const qr = style({
  width: 168,
  height: 168,
  background: '#fff',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  justifySelf: 'center',
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
  gridColumn: '1 / -1',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.success}`,
});
/** "3 ачааны үнэ тогтоогоогүй байна": under the heading, so the amount is not read as covering them. */
export const unpriced = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 700, color: vars.color.text });
