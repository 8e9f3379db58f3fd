import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/** A short label on a pill (a status, an address type, "Тооцсон"), toned by what it says. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    lineHeight: 1.3,
  },
  variants: {
    tone: {
      info: { background: vars.color.primarySoft, color: vars.color.primaryHover },
      progress: { background: vars.color.accentSoft, color: '#7a4a00' },
      done: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      strong: { background: vars.color.primary, color: vars.color.onPrimary },
    },
    size: {
      sm: { padding: `2px ${vars.space.sm}` },
      md: { padding: `4px ${vars.space.sm}` },
    },
  },
  defaultVariants: { size: 'md' },
});
