import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.card,
  },
  variants: {
    padding: {
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'lg' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
