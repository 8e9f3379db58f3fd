import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

/**
 * How a control looks when hovered, focused, invalid or off, by state, so a control drawn apart from
 * its input (DateField's shown date over a transparent native input) can take the same look.
 */
export const controlStates = {
  hover: { borderColor: vars.color.textMuted },
  focus: {
    outline: 'none',
    borderColor: vars.color.primary,
    boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.primary}`,
  },
  invalid: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  // The same border as an enabled field (hover never darkens it); the muted fill says it is off.
  disabled: {
    borderColor: vars.color.border,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    cursor: 'not-allowed',
  },
};

/** The control itself (input, select, textarea): one look for every field. */
export const control = style({
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': controlStates.hover,
    '&:focus-visible': controlStates.focus,
    '&[aria-invalid="true"]': controlStates.invalid,
    '&:disabled': controlStates.disabled,
  },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
