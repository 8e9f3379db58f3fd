import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const switchLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const linkButton = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
});

/** Why the login failed, under the fields and above the button, where the eyes are (not a toast behind the modal's dimming). */
export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

/** A short explanation inside an account form (where a code went, why verification is asked). */
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const forgotLink = style([linkButton, { alignSelf: 'flex-end' }]);

export const codeRequest = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
