import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The station's switches above the form: warehouse, scale, sound, one pass. */
export const stationBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const stationField = style({ minWidth: 180, flex: '1 1 180px' });

export const scaleStatus = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, alignSelf: 'center' });

export const scaleOn = style({ color: vars.color.success, fontWeight: 700 });

const flashOf = (color: string) => keyframes({ from: { boxShadow: `0 0 0 8px ${color}` }, to: { boxShadow: '0 0 0 0 transparent' } });

/** The whole form flashes the outcome's colour: green saved, amber duplicate, red error. */
export const flashing = style({
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-flash="saved"]': { animation: `${flashOf(vars.color.success)} 700ms ease-out` },
    '&[data-flash="duplicate"]': { animation: `${flashOf(vars.color.accent)} 900ms ease-out` },
    '&[data-flash="error"]': { animation: `${flashOf(vars.color.danger)} 1200ms ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** "3 хадгалагдаагүй": the offline queue's count, amber until it is sent. */
export const unsent = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontWeight: 700,
});

export const refusedRow = style({ color: vars.color.danger });

/** A typed price over the rule's: marked, with both figures. */
export const overridden = style({ color: vars.color.danger, fontWeight: 700 });

/** On a wide screen the switches stand open, with room before the form's card. */
export const stationOpen = style({ marginBottom: vars.space.lg });

/** On a phone the station's switches fold into one line above the form (station-settings.tsx). */
export const stationFold = style({
  marginBottom: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const stationFoldSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  boxSizing: 'border-box',
  cursor: 'pointer',
  // A flex summary loses the browser's marker: this one turns as the fold opens.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': { content: '"▸"', color: vars.color.textMuted },
    [`${stationFold}[open] > &::before`]: { content: '"▾"' },
  },
});

export const stationFoldTitle = style({ fontWeight: 600 });

export const stationFoldState = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stationFoldBody = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
