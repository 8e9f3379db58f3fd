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
