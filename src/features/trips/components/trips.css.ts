import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `2px ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, whiteSpace: 'nowrap' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const grow = style({ flex: '1 1 auto' });
export const warning = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const ok = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const totals = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const tripButton = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `2px ${vars.space.md}`,
  alignItems: 'center',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** The printed manifest: a plain table, every border drawn so a copy on paper reads as a grid. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { border: `1px solid ${vars.color.border}`, padding: `4px ${vars.space.sm}`, textAlign: 'left' });
export const tableScroll = style({ overflowX: 'auto' });

const flashOf = (color: string) => keyframes({ from: { boxShadow: `0 0 0 8px ${color}` }, to: { boxShadow: '0 0 0 0 transparent' } });

/** The scan form flashes a run's outcome, as the intake station's does: green saved, amber warning, red error. */
export const flashing = style({
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-flash="saved"]': { animation: `${flashOf(vars.color.success)} 700ms ease-out` },
    '&[data-flash="duplicate"]': { animation: `${flashOf(vars.color.accent)} 900ms ease-out` },
    '&[data-flash="error"]': { animation: `${flashOf(vars.color.danger)} 1200ms ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
