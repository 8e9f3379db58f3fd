import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { HELD_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    padding: `0 ${vars.space.lg}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: 600,
    fontSize: vars.fontSize.md,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease, transform 80ms ease',
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.98)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress' },
      [`:root[${HELD_SUBMIT_ATTRIBUTE}] &[type="submit"]`]: { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.primarySoft,
        color: vars.color.primaryHover,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.primary } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: '#912018' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: vars.size.touch, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      icon: { width: vars.size.touch, padding: 0 },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const turningCircle = {
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderTopColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
} as const;

/** The small turning circle of a pending button, in the button's own text colour. */
export const spinner = style(turningCircle);

/*
 * A submit tapped before the app started is held until it has (contract/early-input-script.ts): the
 * submit button shows the spinner in place of its icon meanwhile, from CSS alone, as no script of
 * ours has run yet.
 */
const heldSubmit = `:root[${HELD_SUBMIT_ATTRIBUTE}] .${button.classNames.base}[type="submit"]`;
globalStyle(`${heldSubmit} > svg`, { display: 'none' });
globalStyle(`${heldSubmit}::before`, { content: '""', ...turningCircle });
