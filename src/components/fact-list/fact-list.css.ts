import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { ruledBelow } from '@/styles/surfaces.css';

export const list = recipe({
  base: { margin: 0 },
  variants: {
    layout: {
      /** Label over value, two to a row on wide screens (a profile card). */
      grid: {
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: `${vars.space.lg} ${vars.space.xl}`,
        '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
      },
      /** Label left, value right, one per line with a rule under it (a receipt). */
      rows: { display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.lg },
      /** Labels in a narrow column beside their values (a record at a desk). */
      table: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: `${vars.space.xs} ${vars.space.lg}`,
        alignItems: 'center',
      },
    },
  },
});

export const rowsItem = style([ruledBelow, { display: 'flex', justifyContent: 'space-between', gap: vars.space.lg }]);

/** The table layout places the label and value cells in the list's own grid. */
export const tableItem = style({ display: 'contents' });

export const label = style({ color: vars.color.textMuted });

/** Grid and table labels sit close to their values and read smaller. */
export const smallLabel = style({ fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const rowsValue = style({ fontWeight: 700, textAlign: 'right' });
