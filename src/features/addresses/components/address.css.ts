import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { outlinedBox } from '@/styles/surfaces.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', padding: 0 });

export const item = style([outlinedBox, { display: 'grid', gap: vars.space.xs, padding: vars.space.lg }]);

export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const itemName = style({ fontWeight: 700 });

export const itemLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const itemActions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm, flexWrap: 'wrap' });

export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.md} 0` });

export const textarea = style({ minHeight: 88, padding: vars.space.md, resize: 'vertical', lineHeight: 1.5 });

export const danger = style({ color: vars.color.danger });
