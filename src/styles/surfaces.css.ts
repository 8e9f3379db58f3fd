import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A bordered, rounded box: list items that stand apart (saved addresses, delivery requests). */
export const outlinedBox = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

/** A rule between a part and what follows it, with room on the rule's side. */
export const ruledAbove = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const ruledBelow = style({ paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
