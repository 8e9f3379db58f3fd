import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const passwordCard = style({ maxWidth: 520 });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const cardHint = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
