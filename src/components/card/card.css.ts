import { style } from '@vanilla-extract/css';
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

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
