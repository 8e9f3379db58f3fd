import { style } from '@vanilla-extract/css';
import { controlStates } from '@/components/field-frame/field-frame.css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({ position: 'relative' });

/**
 * The browser's own date input, over the whole field and transparent: a tap or click lands on it
 * (the phone's calendar, the desktop picker), the keyboard and screen readers reach it by the label.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  opacity: 0,
  // 16 px or more: iOS zooms the page into a smaller focused input.
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** What the person sees: the date as YYYY/MM/DD, drawn with the field's look and its states taken from the input. */
export const shown = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    [`${input}:hover + &`]: controlStates.hover,
    [`${input}:focus-visible + &`]: controlStates.focus,
    [`${input}[aria-invalid="true"] + &`]: controlStates.invalid,
    [`${input}:disabled + &`]: controlStates.disabled,
  },
});

export const empty = style({ color: vars.color.textMuted });

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });
