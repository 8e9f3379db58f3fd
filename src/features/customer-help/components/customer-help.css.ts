import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });
