import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { ruledAbove } from '@/styles/surfaces.css';

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space.md });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
  paddingLeft: vars.space.xl,
  lineHeight: 1.5,
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const valueText = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 });

export const smartPaste = style([
  ruledAbove,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

/** The phone box for `{phone}` between the warehouse choice and the steps: apart from both. */
export const phoneBox = style({ marginTop: vars.space.md });
